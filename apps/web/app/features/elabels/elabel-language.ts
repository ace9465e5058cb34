import { type ElabelLanguage, elabelLanguages } from './elabel-texts.ts';

const isElabelLanguage = (code: string): code is ElabelLanguage =>
  (elabelLanguages as readonly string[]).includes(code);

/** Accept-Language tags from the most to the least wanted (a tag without q is wanted most). */
function browserLanguages(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), quality: q ? Number(q.slice(2)) : 1, position };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map((entry) => entry.tag);
}

/**
 * The e-label's language: the `lang` query when it is one of the 11, else the first of the browser's languages
 * that the page speaks, else French (the default locale, spec §9).
 * Example: chooseElabelLanguage(null, 'de-AT,de;q=0.9,en;q=0.8') is 'de'.
 */
export function chooseElabelLanguage(
  queryLang: string | null,
  acceptLanguage: string | null,
): ElabelLanguage {
  const query = queryLang?.trim().toLowerCase();
  if (query && isElabelLanguage(query)) return query;
  for (const tag of browserLanguages(acceptLanguage ?? '')) {
    const primary = tag.split('-')[0] ?? '';
    if (isElabelLanguage(primary)) return primary;
  }
  return 'fr';
}

// Allergen words in the ingredient lists of the 11 languages (Regulation (EU) 1169/2011 art. 21: emphasised).
// biome-ignore format: word lists
const ALLERGEN_WORDS: Record<string, string[]> = {
  sulfites: [
    'sulfites?', 'sulphites?', 'sulfitos', 'solfiti', 'sulfieten', 'siarczyny', 'anhydride sulfureux',
    'dioxyde de soufre', 'sulphur dioxide', 'сульфиты', '亚硫酸盐', '亜硫酸塩',
  ],
  egg: ['œufs?', 'oeufs?', 'eggs?', 'huevos?', 'ei', 'eier', 'uova', 'ovos?', 'jaja', 'lysozyme', 'ovalbumine?'],
  milk: ['lait', 'milk', 'leche', 'milch', 'latte', 'leite', 'melk', 'mleko', 'caséine', 'casein'],
  gluten: ['gluten', 'glutine', 'glúten'],
};

/**
 * Splits an ingredient list into plain and emphasised parts: the declared allergens in any of the page's languages,
 * and words the producer wrote in capitals (the usual way to emphasise them on paper).
 */
export function emphasiseAllergens(
  text: string,
  allergens: readonly string[],
): { text: string; strong: boolean }[] {
  const words = allergens.flatMap(
    (key) => ALLERGEN_WORDS[key] ?? [key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')],
  );
  // Chinese and Japanese words have no spaces around them: no word boundary for them
  const cjk = words.filter((w) => /\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}/u.test(w));
  const spaced = [...words.filter((w) => !cjk.includes(w)), String.raw`\p{Lu}{3,}(?:\s\p{Lu}{3,})*`];
  const matcher = new RegExp(
    `(?<!\\p{L})(?:${spaced.join('|')})(?!\\p{L})${cjk.length ? `|${cjk.join('|')}` : ''}`,
    'giu',
  );
  const capitals = /^\p{Lu}{3,}(?:\s\p{Lu}{3,})*$/u;
  const parts: { text: string; strong: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(matcher)) {
    const word = match[0];
    // the case-insensitive flag lets the capitals pattern match any word: keep real capitals and allergens only
    const isAllergen = words.some((w) => new RegExp(`^(?:${w})$`, 'iu').test(word));
    if (!isAllergen && !capitals.test(word)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), strong: false });
    parts.push({ text: word, strong: true });
    last = match.index + word.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), strong: false });
  return parts;
}
