import type { me, sessionAnswer, shopMe } from '@sarment/api';
import { type ShouldRevalidateFunctionArgs, useFetcher, useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api.ts';

/** The logged-in user as GET /v1/users/me answers it (spec §3 User); null for a visitor. */
export type SessionUser = z.output<typeof me>;

/** The shop of an owner or iam as GET /v1/shops/me answers it (spec §3 Shop, §4: they load their shop). */
export type SessionShop = z.output<typeof shopMe>;

/**
 * spec §1 main account: the login answers it instead of null; the user then chooses a sub-account. On
 * GET /v1/users/me (spec §3 User.masterAccount) it names the user itself before a sub-account is chosen, the
 * main account afterwards ('Changer de compte').
 */
export type MasterAccount = NonNullable<SessionUser['masterAccount']>;

/** One sub-account a main account may open (spec §1). */
export type SubAccount = MasterAccount['subAccounts'][number];

/** POST /v1/auth/login, /choose-account and /register/* answer (spec §7). */
export type LoginAnswer = z.output<typeof sessionAnswer>;

/** What the root loader gives every page. */
export interface RootSession {
  me?: SessionUser | null;
  shop?: SessionShop | null;
}

/** Where the account chooser and the logout action live (the header's account menu links to them). */
export const accountsPath = '/auth/accounts';
export const logoutPath = '/auth/logout';

/** Reads the session on the server for the root loader: a 401 simply means "visitor". */
export async function loadSessionUser(api: ApiClient): Promise<SessionUser | null> {
  const answer = await api.request<SessionUser>('GET', '/v1/users/me');
  return answer.ok ? answer.data : null;
}

/** The logged-in user anywhere in the page tree (from the root loader). */
export function useSessionUser(): SessionUser | null {
  const root = useRouteLoaderData('root') as RootSession | undefined;
  return root?.me ?? null;
}

/** The owner's or collaborator's own shop (GET /v1/shops/me, loaded by the root loader); null otherwise. */
export function useSessionShop(): SessionShop | null {
  const root = useRouteLoaderData('root') as RootSession | undefined;
  return root?.shop ?? null;
}

/** spec §2: 'Changer de compte' shows for sessions opened through a main account. */
export function isMainAccountSession(user: SessionUser | null): boolean {
  return !!user?.masterAccount;
}

/**
 * spec §1: a main account that has not chosen a sub-account yet (its session answers `masterAccount` about
 * itself; a sub-account's session names its main account). It has no rights of its own: the API answers 422
 * to anything but the chooser, so the guard sends it there and background polls should wait.
 */
export function isChoosingAccount(user: SessionUser | null): boolean {
  return !!user?.masterAccount && user.masterAccount.id === user.id;
}

/** Logs out from anywhere (account menu, mobile sidebar): POSTs the logout action, which goes to login. */
export function useLogout(): () => void {
  const fetcher = useFetcher();
  return () => fetcher.submit(null, { method: 'post', action: logoutPath });
}

/**
 * The root loader holds the guard (spec §4): it must run on every navigation, not only when the root's
 * params or search change as React Router would by default.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}
