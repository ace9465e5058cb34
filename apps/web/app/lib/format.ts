const euroFormatters = new Map<string, Intl.NumberFormat>();

/** Displays an API amount (euros with 2 decimals, contract §7) in the visitor's locale: "18,00 €". */
export function formatEuros(amount: number, locale = 'fr'): string {
  let formatter = euroFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
      style: 'currency',
      currency: 'EUR',
    });
    euroFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
