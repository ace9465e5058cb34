import { type Database, eq, shops } from '@sarment/db';

/**
 * The origins a shop lets frame its /iframes/* pages (settings section `iframes.allowedOrigins`), as CSP
 * `frame-ancestors` sources: what is stored is free text, so only http(s) origins survive, without path, and
 * nothing that could add a directive (a `;`, a space) reaches the header.
 */
export async function shopEmbeddingOrigins(db: Database, shopId: string): Promise<string[]> {
  const [shop] = await db.select({ settings: shops.settings }).from(shops).where(eq(shops.id, shopId));
  const sections = (shop?.settings as { sections?: { iframes?: { allowedOrigins?: unknown } } } | undefined)
    ?.sections;
  const declared = sections?.iframes?.allowedOrigins;
  return Array.isArray(declared) ? declared.flatMap(cspOrigin) : [];
}

function cspOrigin(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  try {
    const { origin } = new URL(value.trim());
    // URL keeps ';', ',', '*' or quotes in a host: a CSP source takes letters, digits, dots, dashes and a port
    return /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin) ? [origin] : [];
  } catch {
    return [];
  }
}
