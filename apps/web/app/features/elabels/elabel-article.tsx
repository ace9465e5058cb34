// The e-label's content (Regulation (EU) 2021/2117): the nutrition table, ingredients with their allergens and
// the product's facts. The served page (elabel-document.server.tsx) wraps it in its document; the product form
// shows it as a live preview of the declaration being typed.
import { emphasiseAllergens } from './elabel-language.ts';
import { type ElabelLanguage, type ElabelTexts, elabelTexts, fill } from './elabel-texts.ts';
import type { Elabel } from './elabel-types.ts';

function numberFormat(language: ElabelLanguage, digits = 2) {
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits });
}

/** Nominal volume as printed on labels: 75 cl, 37,5 cl, 1,5 l, 5 l, 187 ml. */
export function volumeText(volumeMl: number, language: ElabelLanguage): string {
  const format = numberFormat(language);
  if (volumeMl >= 1000) return `${format.format(volumeMl / 1000)} l`;
  if (volumeMl % 5 === 0) return `${format.format(volumeMl / 10)} cl`;
  return `${format.format(volumeMl)} ml`;
}

function grams(value: number | null, language: ElabelLanguage): string {
  return value === null ? '—' : `${numberFormat(language).format(value)} g`;
}

function NutritionTable({
  label,
  texts,
  language,
}: {
  label: Elabel;
  texts: ElabelTexts;
  language: ElabelLanguage;
}) {
  const n = label.nutrition;
  const integer = numberFormat(language, 0);
  const energy =
    n.energyKj === null || n.energyKcal === null
      ? '—'
      : `${integer.format(n.energyKj)} kJ / ${integer.format(n.energyKcal)} kcal`;
  const rows: [string, string, boolean][] = [
    [texts.energy, energy, false],
    [texts.fat, grams(n.fatG, language), false],
    [texts.saturates, grams(n.saturatesG, language), true],
    [texts.carbohydrate, grams(n.carbohydratesG, language), false],
    [texts.sugars, grams(n.sugarsG, language), true],
    [texts.protein, grams(n.proteinG, language), false],
    [texts.salt, grams(n.saltG, language), false],
  ];
  return (
    <table>
      <thead>
        <tr>
          <td />
          <th scope="col">{texts.per100ml}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, indent]) => (
          <tr key={name} className={indent ? 'sub' : undefined}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The ingredient list in the page's language, else English, else French, else whatever the producer wrote. */
function ingredientsOf(label: Elabel, language: ElabelLanguage): { text: string; language: string } | null {
  for (const code of [language, 'en', 'fr', ...Object.keys(label.ingredients)]) {
    const text = label.ingredients[code]?.trim();
    if (text) return { text, language: code };
  }
  return null;
}

/** The e-label's title: the product, with its vintage when it is a year. */
export const elabelName = (label: Elabel) =>
  `${label.product.name}${label.vintage && /^\d{4}$/.test(label.vintage) ? ` ${label.vintage}` : ''}`;

export function ElabelArticle({
  label,
  language,
  lot,
}: {
  label: Elabel;
  language: ElabelLanguage;
  lot: string | null;
}) {
  const texts = elabelTexts[language];
  const ingredients = ingredientsOf(label, language);
  const allergenList = label.allergens.map((key) => texts.allergenNames[key] ?? key).join(', ');
  const identity = [label.appellation, label.category, label.color].filter(Boolean).join(' · ');
  const facts: [string, string | null][] = [
    [
      texts.alcohol,
      label.alcoholPercent === null
        ? null
        : `${numberFormat(language, 1).format(label.alcoholPercent)} % vol`,
    ],
    [texts.volume, label.format.volumeMl === null ? null : volumeText(label.format.volumeMl, language)],
    [texts.vintage, label.vintage],
    [texts.lot, lot],
    [texts.grapes, label.grapeVarieties.join(', ') || null],
    [texts.appellation, [label.appellation, label.quality].filter(Boolean).join(' — ') || null],
    [texts.category, label.category],
    [texts.producer, label.owner ?? label.brand],
    [texts.country, label.country],
    ['GTIN', label.gtin],
  ];
  const name = elabelName(label);
  return (
    <article>
      <header>
        <p className="kicker">{texts.title}</p>
        <h1>{name}</h1>
        {identity && <p className="identity">{identity}</p>}
      </header>
      <section aria-labelledby="nutrition">
        <h2 id="nutrition">{texts.nutritionDeclaration}</h2>
        <NutritionTable label={label} texts={texts} language={language} />
      </section>
      <section aria-labelledby="ingredients">
        <h2 id="ingredients">{texts.ingredients}</h2>
        {ingredients && (
          <p lang={ingredients.language} data-testid="ingredients">
            {emphasiseAllergens(ingredients.text, label.allergens).map((part, index) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one static text
              part.strong ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
            )}
          </p>
        )}
        {ingredients && ingredients.language !== language && (
          <p className="note">
            {fill(texts.originalText, {
              language:
                elabelTexts[ingredients.language as ElabelLanguage]?.languageName ?? ingredients.language,
            })}
          </p>
        )}
        <h3>{texts.allergens}</h3>
        <p>
          {allergenList ? <strong>{fill(texts.contains, { list: allergenList })}</strong> : texts.noAllergen}
        </p>
      </section>
      <section aria-labelledby="identity">
        <h2 id="identity">{texts.productInformation}</h2>
        <dl>
          {facts
            .filter((fact): fact is [string, string] => !!fact[1])
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </article>
  );
}
