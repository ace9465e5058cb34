// The DRM page's month: 'YYYY-MM' in the URL and the API, mm/yyyy on screen.
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month after (+1) or before (−1) 'YYYY-MM'. */
export function shiftMonth(month: string, by: 1 | -1): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'mm/yyyy' typed by a person to 'YYYY-MM', or null. */
export function parseMonthText(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = `${match[2]}-${match[1]?.padStart(2, '0')}`;
  return monthPattern.test(month) ? month : null;
}

/** 'YYYY-MM' shown as mm/yyyy (spec §3 date picker value: month mm/yyyy). */
export const monthText = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;
