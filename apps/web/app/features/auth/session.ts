import { useRouteLoaderData } from 'react-router';
import type { ApiClient } from '../../lib/api.ts';

/** The logged-in user as GET /v1/users/me answers it (spec §3 User); null for a visitor. */
export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  role: 'buyer' | 'owner' | 'iam' | 'agent' | 'admin';
  firstname: string | null;
  lastname: string | null;
  isPro: boolean;
  /** spec §3 User.shops: the first shop is used */
  shops: { id: string; typology: string | null }[];
  [key: string]: unknown;
}

/** Reads the session on the server for the root loader: a 401 simply means "visitor". */
export async function loadSessionUser(api: ApiClient): Promise<SessionUser | null> {
  const answer = await api.request<SessionUser>('GET', '/v1/users/me');
  return answer.ok ? answer.data : null;
}

/** The logged-in user anywhere in the page tree (from the root loader). */
export function useSessionUser(): SessionUser | null {
  const root = useRouteLoaderData('root') as { me?: SessionUser | null } | undefined;
  return root?.me ?? null;
}
