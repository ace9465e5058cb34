// The API's buyer sign-up body is the domain's sign-up schema, without an address. The address typed on the
// sign-up form is handed over in a short-lived httpOnly cookie and saved (PUT /v1/users/me, spec §7) as the
// buyer's delivery and billing address by the first page the new session loads; the cookie is then cleared.
import { addressSchema } from '@sarment/domain/validation';
import type { ApiClient } from '../../lib/api.ts';
import type { SessionUser } from './session.ts';

const cookieName = 'sarment_signup_address';
/** Long enough for the redirect that follows the sign-up, short enough not to linger. */
const lifetimeSeconds = 900;

function cookieAttributes(request: Request, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie header carrying the typed address to the new session's first page. */
export function signUpAddressCookie(request: Request, address: Record<string, string>): string {
  const value = Buffer.from(JSON.stringify(address), 'utf8').toString('base64url');
  return `${cookieName}=${value}; ${cookieAttributes(request, lifetimeSeconds)}`;
}

function readCookie(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === cookieName) return rest.join('=');
  }
  return null;
}

function parseAddress(raw: string) {
  try {
    const result = addressSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Saves a handed-over sign-up address for a logged-in buyer who has none yet, and clears the cookie (appended
 * to `headers`). Nothing happens without the cookie; a refused address is dropped (the checkout asks again).
 */
export async function saveSignUpAddress(
  request: Request,
  api: ApiClient,
  me: SessionUser | null,
  headers: Headers,
): Promise<void> {
  const raw = readCookie(request);
  if (raw === null) return;
  headers.append('set-cookie', `${cookieName}=; ${cookieAttributes(request, 0)}`);
  const address = parseAddress(raw);
  if (me?.role !== 'buyer' || me.deliveryAddress || !address) return;
  await api.request('PUT', '/v1/users/me', {
    deliveryAddress: address,
    billingAddress: address,
    message: false,
  });
}
