import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiMethod, ApiResponse } from '../../lib/api.ts';
import type { SessionUser } from './session.ts';
import { saveSignUpAddress, signUpAddressCookie } from './signup-address.server.ts';

const address = { street: '12 rue des Vignes', zipcode: '21000', city: 'Dijon', country: 'FR' };
const buyer = { id: 'usr_new', role: 'buyer', shops: [], deliveryAddress: null } as unknown as SessionUser;

function recordingApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const api: ApiClient = {
    async request<T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResponse<T>> {
      calls.push({ method, path, body });
      return { status: 200, ok: true, data: null as T, headers: {} };
    },
  };
  return { api, calls };
}

function nextRequest(setCookie: string): Request {
  const pair = setCookie.split(';')[0]!;
  return new Request('http://sarment.test/dashboard', {
    headers: { cookie: `sarment_session=abc; ${pair}` },
  });
}

describe('the sign-up address handed to the new session', () => {
  it('is saved once as delivery and billing address, then its cookie is cleared', async () => {
    const setCookie = signUpAddressCookie(new Request('http://sarment.test/auth/register/buyer'), address);
    expect(setCookie).toMatch(/HttpOnly; SameSite=Lax$/);
    const { api, calls } = recordingApi();
    const headers = new Headers();
    await saveSignUpAddress(nextRequest(setCookie), api, buyer, headers);
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/v1/users/me',
        body: { deliveryAddress: address, billingAddress: address, message: false },
      },
    ]);
    expect(headers.get('set-cookie')).toMatch(/^sarment_signup_address=; Path=\/; Max-Age=0/);
  });

  it('never overwrites an address the user already has, nor saves for anyone but a buyer', async () => {
    const setCookie = signUpAddressCookie(new Request('http://sarment.test/'), address);
    for (const me of [{ ...buyer, deliveryAddress: { street: 'x' } }, { ...buyer, role: 'owner' }, null]) {
      const { api, calls } = recordingApi();
      await saveSignUpAddress(nextRequest(setCookie), api, me as SessionUser | null, new Headers());
      expect(calls).toEqual([]);
    }
  });

  it('does nothing without the cookie', async () => {
    const { api, calls } = recordingApi();
    const headers = new Headers();
    await saveSignUpAddress(new Request('http://sarment.test/'), api, buyer, headers);
    expect(calls).toEqual([]);
    expect(headers.get('set-cookie')).toBeNull();
  });
});
