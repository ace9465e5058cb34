import { DEMO_PASSWORD } from '@sarment/db';
import type { FastifyInstance } from 'fastify';

export interface LoggedIn {
  /** the session token (`jwt` of the login answer) */
  token: string;
  /** `sarment_session=<token>`, for requests made as the web app does */
  cookie: string;
  /** `{ authorization: 'Bearer <token>' }`, to spread into `app.inject({ headers })` */
  headers: { authorization: string };
  /** the login answer's user (GET /v1/users/me shape) */
  user: {
    id: string;
    email: string;
    role: string;
    shops: { id: string; typology: string | null; role: string }[];
  };
}

/**
 * Logs a user in through POST /v1/auth/login (demo password by default) for integration tests.
 * Pass `account: userId` to have a main account choose one of its sub-accounts.
 * @example const owner = await loginAs(app, 'owner@trois-vallees.test');
 *          await app.inject({ method: 'GET', url: '/v1/shops/me', headers: owner.headers });
 */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
  options: { account?: string } = {},
): Promise<LoggedIn> {
  const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`loginAs(${email}) answered ${res.statusCode}: ${res.body}`);
  let body = res.json() as { jwt: string; user: LoggedIn['user'] };
  if (options.account) {
    const chosen = await app.inject({
      method: 'POST',
      url: '/v1/auth/choose-account',
      headers: { authorization: `Bearer ${body.jwt}` },
      payload: { userId: options.account },
    });
    if (chosen.statusCode !== 200)
      throw new Error(`choose-account answered ${chosen.statusCode}: ${chosen.body}`);
    body = chosen.json();
  }
  return {
    token: body.jwt,
    cookie: `sarment_session=${body.jwt}`,
    headers: { authorization: `Bearer ${body.jwt}` },
    user: body.user,
  };
}

/** Headers of a request made with the session cookie only (as the browser does). */
export const cookieHeaders = (session: LoggedIn) => ({ cookie: session.cookie });
