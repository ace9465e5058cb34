import { type Database, type Executor, newId, sql, users } from '@sarment/db';
import {
  hashPasswordArgon2id,
  insertClient,
  insertMember,
  insertShop,
  makeIntegration,
  slugify,
} from '@sarment/db/seed';
import { routeTable } from '@sarment/domain/access';
import type { z } from 'zod';
import { conflict } from '../../http/errors.ts';
import { sendValidationMail } from './account-links.service.ts';
import { type OpenedSession, openSession } from './auth.service.ts';
import { findShopForSignUp, takenShopKeys } from './register.repo.ts';
import type { agentRegisterBody, buyerRegisterBody, sellerRegisterBody } from './register.schemas.ts';
import { findUserByEmail, type UserRow } from './users.repo.ts';

export const EMAIL_TAKEN = 'Un compte existe déjà avec cette adresse e-mail.';

type BuyerInput = z.infer<typeof buyerRegisterBody>;
type SellerInput = z.infer<typeof sellerRegisterBody>;
type AgentInput = z.infer<typeof agentRegisterBody>;

interface MailLogger {
  info(details: object, message: string): void;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

async function insertAccount(
  db: Executor,
  input: AgentInput,
  role: UserRow['role'],
  passwordHash: string,
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN, 'email_taken');
  try {
    const [user] = await db
      .insert(users)
      .values({
        id: newId('usr'),
        email: input.email.trim().toLowerCase(),
        passwordHash,
        role,
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        phone: input.phone ?? null,
        isPro: role === 'buyer' ? (input.isPro ?? false) : true,
        language: 'fr',
        // issue 15: the sign-up schema requires both boxes (literal true); the account keeps when they were ticked
        termsAcceptedAt: sql`now()`,
        adultCertifiedAt: sql`now()`,
      })
      .returning();
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'email_taken');
    throw error;
  }
}

/** Creates the account, runs `extra` in the same transaction, sends the validation e-mail and logs in. */
async function register(
  db: Database,
  input: AgentInput,
  role: UserRow['role'],
  log: MailLogger | undefined,
  extra?: (tx: Executor, user: UserRow) => Promise<void>,
): Promise<OpenedSession> {
  const passwordHash = await hashPasswordArgon2id(input.password);
  return db.transaction(async (tx) => {
    const user = await insertAccount(tx, input, role, passwordHash);
    await extra?.(tx, user);
    await sendValidationMail(tx, user, log);
    return openSession(tx, user, null);
  });
}

export function registerBuyer(db: Database, input: BuyerInput, log?: MailLogger) {
  return register(db, input, 'buyer', log, async (tx, user) => {
    if (!input.shopCode) return;
    // an unknown code does not block the sign-up: the buyer simply is no shop's client yet
    const shop = await findShopForSignUp(tx, input.shopCode);
    if (shop) await insertClient(tx, shop.id, user.id, shop.publicTypology);
  });
}

export function registerAgent(db: Database, input: AgentInput, log?: MailLogger) {
  return register(db, input, 'agent', log);
}

// contract: a new shop starts with crm, stocks and shop, VAT 20/10/5.5, fiscal year from 1 January
const newShopIntegrations = ['crm', 'stocks', 'shop'] as const;

export function registerSeller(db: Database, input: SellerInput, log?: MailLogger) {
  return register(db, input, 'owner', log, async (tx, user) => {
    const { urlName, code } = await chooseShopKeys(tx, input.shopName);
    const { shop } = await insertShop(tx, {
      id: newId('shp'),
      code,
      urlName,
      name: input.shopName,
      businessType: input.businessType,
      integration: makeIntegration(newShopIntegrations),
      contactEmail: user.email,
      phone: user.phone,
    });
    await insertMember(tx, shop.id, user.id, 'owner');
  });
}

/** First segments of the app's own pages and of the server: a shop never takes one as its url name. */
const reservedUrlNames = new Set([
  ...routeTable.flatMap((route) => {
    const first = route.path.split('/').filter(Boolean)[0];
    return first && !first.startsWith(':') ? [first] : [];
  }),
  'v1',
  'api',
  'assets',
  'healthz',
  'sw.js',
  'favicon.ico',
  'robots.txt',
]);

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomCode = () =>
  Array.from(
    crypto.getRandomValues(new Uint8Array(6)),
    (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length],
  ).join('');

/** A unique url name from the shop name ('Clos des Lys' → clos-des-lys, then clos-des-lys-2...) and a code. */
async function chooseShopKeys(db: Executor, shopName: string): Promise<{ urlName: string; code: string }> {
  const base = slugify(shopName).slice(0, 60) || 'boutique';
  const names = [base, ...Array.from({ length: 48 }, (_, i) => `${base}-${i + 2}`)].filter(
    (name) => !reservedUrlNames.has(name),
  );
  const codes = Array.from({ length: 5 }, randomCode);
  const taken = await takenShopKeys(db, names, codes);
  const urlName = names.find((name) => !taken.urlNames.has(name)) ?? `${base}-${newId('x').slice(2, 10)}`;
  const code = codes.find((c) => !taken.codes.has(c)) ?? randomCode();
  return { urlName, code };
}
