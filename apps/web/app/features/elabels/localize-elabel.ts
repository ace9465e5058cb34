// The e-label in the page's language (issue 15): producers type the category, the country and the ingredients in
// French; the reference terms (elabel-terms.ts) and the country names of the runtime (CLDR) give the other
// languages. A text with a single word outside the terms stays as the producer wrote it, never half translated.

import { ingredientTerms, type Translations, wineCategories } from './elabel-terms.ts';
import type { ElabelLanguage } from './elabel-texts.ts';
import type { Elabel } from './elabel-types.ts';

type Foreign = keyof Translations;

const keyOf = (text: string) =>
  text.trim().toLocaleLowerCase('fr').replace(/[’‘]/g, "'").replace(/\s+/g, ' ');

const ideographic = (language: ElabelLanguage) => language === 'zh' || language === 'ja';

/** Punctuation between terms, as each script writes it ('conservateur : SULFITES' → 'preservative: SULPHITES'). */
function separator(mark: string, language: Foreign): string {
  const wide = ideographic(language);
  switch (mark) {
    case ',':
      return wide ? '、' : ', ';
    case ':':
      return wide ? '：' : ': ';
    case ';':
      return wide ? '；' : '; ';
    case '(':
      return wide ? '（' : ' (';
    case ')':
      return wide ? '）' : ')';
    default:
      return wide ? '。' : '.';
  }
}

const isCapitals = (word: string) => /\p{Lu}/u.test(word) && word === word.toLocaleUpperCase('fr');

/**
 * A French ingredient list in another language, term by term, or null when a term is not in the reference list.
 * Allergens written in capitals stay in capitals. Example: 'Raisins, conservateur : SULFITES.' in German is
 * 'Trauben, Konservierungsstoff: SULFITE.'.
 */
export function translateIngredients(french: string, language: Foreign): string | null {
  const parts = french.trim().split(/\s*([,:;()]|\.$)\s*/u);
  let text = '';
  for (const [index, part] of parts.entries()) {
    // split with a capturing group: terms at even positions, punctuation at odd ones
    if (index % 2 === 1) {
      text += separator(part, language);
      continue;
    }
    if (part === '') continue;
    const term = ingredientTerms[keyOf(part)]?.[language];
    if (!term) return null;
    text += isCapitals(part) ? term.toLocaleUpperCase(language) : term;
  }
  if (!text) return null;
  return ideographic(language) ? text : text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

function countryName(country: string, language: ElabelLanguage): string {
  const code = /^[A-Za-z]{2}$/.test(country.trim())
    ? country.trim().toUpperCase()
    : codeOfFrenchName(country);
  if (!code) return country;
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? country;
  } catch {
    return country;
  }
}

let frenchNames: Map<string, string> | undefined;
/** The ISO code of a country typed by its French name ('France', 'Italie', 'Suisse'...). */
function codeOfFrenchName(name: string): string | undefined {
  if (!frenchNames) {
    const french = new Intl.DisplayNames(['fr'], { type: 'region' });
    frenchNames = new Map();
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const label = french.of(code);
        if (label && label !== code) frenchNames.set(keyOf(label), code);
      }
    }
  }
  return frenchNames.get(keyOf(name));
}

/** The label with its category, country and (where the producer wrote none) ingredients in `language`. */
export function localizeElabel(label: Elabel, language: ElabelLanguage): Elabel {
  if (language === 'fr') return label;
  const category = label.category && (wineCategories[keyOf(label.category)]?.[language] ?? label.category);
  const country = label.country && countryName(label.country, language);
  const french = label.ingredients.fr;
  const translated =
    !label.ingredients[language]?.trim() && french ? translateIngredients(french, language) : null;
  return {
    ...label,
    category,
    country,
    ingredients: translated ? { ...label.ingredients, [language]: translated } : label.ingredients,
  };
}
