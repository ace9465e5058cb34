import { useText } from '../../i18n/use-text.ts';

/** The dates and times of the maintenance banner and page, in the page's language. */
export function useDateFormats() {
  const { i18n } = useText();
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  return { date, time, dateTime };
}
