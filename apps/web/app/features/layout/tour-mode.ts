// spec §2, §3: the agents' 'Mode tournée' / 'Mode dashboard' switch is kept in a cookie and reloads the page.
export const tourModeCookie = 'tourMode';

export function readTourMode(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie) {
  return cookieHeader.split(';').some((part) => part.trim() === `${tourModeCookie}=true`);
}

/** The Set-Cookie value of the switch (a year, the whole site). */
export function tourModeCookieValue(on: boolean): string {
  return `${tourModeCookie}=${on ? 'true' : 'false'}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}

export function switchTourMode(current: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps this switch in a plain cookie read by the app
  document.cookie = tourModeCookieValue(!current);
  window.location.reload();
}
