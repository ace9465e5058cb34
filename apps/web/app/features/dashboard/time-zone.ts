/**
 * Dates of pages rendered on the server are shown in the shops' time zone, so the server and the browser write
 * the same text (no hydration mismatch) and a French producer reads French times wherever the server runs.
 */
export const shopTimeZone = 'Europe/Paris';
