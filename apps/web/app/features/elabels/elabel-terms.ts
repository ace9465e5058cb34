// The reference terms an e-label translates (issue 15): wine categories, and ingredients with their category
// names, in the page's 11 languages. EU languages use the regulations' own words: the product categories of
// Regulation (EU) 1308/2013 annex VII part II (and 2019/787 for spirit drinks), the sparkling wine liqueurs of
// its annex II part IV, the additive category names of Regulation (EU) 1169/2011 annex VII part C and the
// allergen names of its annex II; Russian, Chinese and Japanese use the usual trade terms. Keyed by the French
// term as producers type it (lower case, straight apostrophe).
import type { ElabelLanguage } from './elabel-texts.ts';

export type Translations = Record<Exclude<ElabelLanguage, 'fr'>, string>;

// biome-ignore format: one term a line, the 10 languages in the order of the page's switch
export const wineCategories: Record<string, Translations> = {
  'vin': { en: 'Wine', es: 'Vino', de: 'Wein', it: 'Vino', pt: 'Vinho', nl: 'Wijn', pl: 'Wino', ru: 'Вино', zh: '葡萄酒', ja: 'ワイン' },
  'vin tranquille': { en: 'Still wine', es: 'Vino tranquilo', de: 'Stillwein', it: 'Vino fermo', pt: 'Vinho tranquilo', nl: 'Stille wijn', pl: 'Wino spokojne', ru: 'Тихое вино', zh: '静止葡萄酒', ja: 'スティルワイン' },
  'vin de liqueur': { en: 'Liqueur wine', es: 'Vino de licor', de: 'Likörwein', it: 'Vino liquoroso', pt: 'Vinho licoroso', nl: 'Likeurwijn', pl: 'Wino likierowe', ru: 'Ликёрное вино', zh: '利口葡萄酒', ja: 'リキュールワイン' },
  'vin mousseux': { en: 'Sparkling wine', es: 'Vino espumoso', de: 'Schaumwein', it: 'Vino spumante', pt: 'Vinho espumante', nl: 'Mousserende wijn', pl: 'Wino musujące', ru: 'Игристое вино', zh: '起泡葡萄酒', ja: 'スパークリングワイン' },
  'vin mousseux de qualité': { en: 'Quality sparkling wine', es: 'Vino espumoso de calidad', de: 'Qualitätsschaumwein', it: 'Vino spumante di qualità', pt: 'Vinho espumante de qualidade', nl: 'Mousserende kwaliteitswijn', pl: 'Wino musujące gatunkowe', ru: 'Качественное игристое вино', zh: '优质起泡葡萄酒', ja: '高品質スパークリングワイン' },
  'vin pétillant': { en: 'Semi-sparkling wine', es: 'Vino de aguja', de: 'Perlwein', it: 'Vino frizzante', pt: 'Vinho frisante', nl: 'Parelwijn', pl: 'Wino półmusujące', ru: 'Полуигристое вино', zh: '微起泡葡萄酒', ja: '微発泡ワイン' },
  'boisson spiritueuse — eau-de-vie de fruit': { en: 'Spirit drink — fruit spirit', es: 'Bebida espirituosa — aguardiente de fruta', de: 'Spirituose — Obstbrand', it: 'Bevanda spiritosa — acquavite di frutta', pt: 'Bebida espirituosa — aguardente de fruta', nl: 'Gedistilleerde drank — vruchtenbrandewijn', pl: 'Napój spirytusowy — okowita owocowa', ru: 'Спиртной напиток — фруктовый дистиллят', zh: '烈酒 — 水果蒸馏酒', ja: 'スピリッツ — フルーツブランデー' },
};

// biome-ignore format: one term a line, the 10 languages in the order of the page's switch
export const ingredientTerms: Record<string, Translations> = {
  // ingredients
  'raisins': { en: 'grapes', es: 'uvas', de: 'Trauben', it: 'uve', pt: 'uvas', nl: 'druiven', pl: 'winogrona', ru: 'виноград', zh: '葡萄', ja: 'ぶどう' },
  'moût de raisin concentré': { en: 'concentrated grape must', es: 'mosto de uva concentrado', de: 'konzentrierter Traubenmost', it: 'mosto di uve concentrato', pt: 'mosto de uvas concentrado', nl: 'geconcentreerde druivenmost', pl: 'zagęszczony moszcz winogronowy', ru: 'концентрированное виноградное сусло', zh: '浓缩葡萄汁', ja: '濃縮ぶどう果汁' },
  'sucre': { en: 'sugar', es: 'azúcar', de: 'Zucker', it: 'zucchero', pt: 'açúcar', nl: 'suiker', pl: 'cukier', ru: 'сахар', zh: '糖', ja: '砂糖' },
  'sucre de canne': { en: 'cane sugar', es: 'azúcar de caña', de: 'Rohrzucker', it: 'zucchero di canna', pt: 'açúcar de cana', nl: 'rietsuiker', pl: 'cukier trzcinowy', ru: 'тростниковый сахар', zh: '甘蔗糖', ja: 'さとうきび糖' },
  'saccharose': { en: 'sucrose', es: 'sacarosa', de: 'Saccharose', it: 'saccarosio', pt: 'sacarose', nl: 'sucrose', pl: 'sacharoza', ru: 'сахароза', zh: '蔗糖', ja: 'ショ糖' },
  'liqueur de tirage': { en: 'tirage liqueur', es: 'licor de tiraje', de: 'Fülldosage', it: 'sciroppo zuccherino', pt: 'licor de tiragem', nl: 'tiragelikeur', pl: 'likier tirażowy', ru: 'тиражный ликёр', zh: '再发酵糖液', ja: 'ティラージュ・リキュール' },
  "liqueur d'expédition": { en: 'expedition liqueur', es: 'licor de expedición', de: 'Versanddosage', it: 'sciroppo di dosaggio', pt: 'licor de expedição', nl: 'expeditielikeur', pl: 'likier ekspedycyjny', ru: 'экспедиционный ликёр', zh: '补液', ja: 'ドサージュ・リキュール' },
  'levures': { en: 'yeasts', es: 'levaduras', de: 'Hefen', it: 'lieviti', pt: 'leveduras', nl: 'gisten', pl: 'drożdże', ru: 'дрожжи', zh: '酵母', ja: '酵母' },
  'eau': { en: 'water', es: 'agua', de: 'Wasser', it: 'acqua', pt: 'água', nl: 'water', pl: 'woda', ru: 'вода', zh: '水', ja: '水' },
  'eau-de-vie de poire williams': { en: 'Williams pear spirit', es: 'aguardiente de pera Williams', de: 'Williams-Birnenbrand', it: 'acquavite di pere Williams', pt: 'aguardente de pera Williams', nl: 'Williams-perenbrandewijn', pl: 'okowita z gruszek Williams', ru: 'грушевый дистиллят Вильямс', zh: '威廉姆斯梨蒸馏酒', ja: 'ウィリアムズ洋梨のブランデー' },
  // additive categories (Regulation 1169/2011 annex VII part C)
  'conservateur': { en: 'preservative', es: 'conservador', de: 'Konservierungsstoff', it: 'conservante', pt: 'conservante', nl: 'conserveermiddel', pl: 'substancja konserwująca', ru: 'консервант', zh: '防腐剂', ja: '保存料' },
  'antioxydant': { en: 'antioxidant', es: 'antioxidante', de: 'Antioxidationsmittel', it: 'antiossidante', pt: 'antioxidante', nl: 'antioxidant', pl: 'przeciwutleniacz', ru: 'антиоксидант', zh: '抗氧化剂', ja: '酸化防止剤' },
  "correcteur d'acidité": { en: 'acidity regulator', es: 'corrector de acidez', de: 'Säureregulator', it: 'correttore di acidità', pt: 'regulador de acidez', nl: 'zuurteregelaar', pl: 'regulator kwasowości', ru: 'регулятор кислотности', zh: '酸度调节剂', ja: '酸度調整剤' },
  'stabilisant': { en: 'stabiliser', es: 'estabilizador', de: 'Stabilisator', it: 'stabilizzante', pt: 'estabilizador', nl: 'stabilisator', pl: 'stabilizator', ru: 'стабилизатор', zh: '稳定剂', ja: '安定剤' },
  // additives
  'acide tartrique': { en: 'tartaric acid', es: 'ácido tartárico', de: 'Weinsäure', it: 'acido tartarico', pt: 'ácido tartárico', nl: 'wijnsteenzuur', pl: 'kwas winowy', ru: 'винная кислота', zh: '酒石酸', ja: '酒石酸' },
  'acide citrique': { en: 'citric acid', es: 'ácido cítrico', de: 'Citronensäure', it: 'acido citrico', pt: 'ácido cítrico', nl: 'citroenzuur', pl: 'kwas cytrynowy', ru: 'лимонная кислота', zh: '柠檬酸', ja: 'クエン酸' },
  'acide ascorbique': { en: 'ascorbic acid', es: 'ácido ascórbico', de: 'Ascorbinsäure', it: 'acido ascorbico', pt: 'ácido ascórbico', nl: 'ascorbinezuur', pl: 'kwas askorbinowy', ru: 'аскорбиновая кислота', zh: '抗坏血酸', ja: 'アスコルビン酸' },
  'gomme arabique': { en: 'gum arabic', es: 'goma arábiga', de: 'Gummi arabicum', it: 'gomma arabica', pt: 'goma-arábica', nl: 'Arabische gom', pl: 'guma arabska', ru: 'гуммиарабик', zh: '阿拉伯胶', ja: 'アラビアガム' },
  // allergens (Regulation 1169/2011 annex II), as the page's allergen names
  'sulfites': { en: 'sulphites', es: 'sulfitos', de: 'Sulfite', it: 'solfiti', pt: 'sulfitos', nl: 'sulfieten', pl: 'siarczyny', ru: 'сульфиты', zh: '亚硫酸盐', ja: '亜硫酸塩' },
  'anhydride sulfureux': { en: 'sulphur dioxide', es: 'dióxido de azufre', de: 'Schwefeldioxid', it: 'anidride solforosa', pt: 'dióxido de enxofre', nl: 'zwaveldioxide', pl: 'dwutlenek siarki', ru: 'диоксид серы', zh: '二氧化硫', ja: '二酸化硫黄' },
};
