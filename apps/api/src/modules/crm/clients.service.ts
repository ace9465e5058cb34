// The shop's clients (issue 17): list, file, create, change and delete, each write in one transaction with its
// activity log entry (entity 'client'). Sessions cache a buyer's typology per shop (auth-cache.ts): changing the
// typology of a client with an account, or removing the link, is announced in the same transaction.
import { and, type Client, eq, idPrefix, newId, orders, reservations } from '@sarment/db';
import { type ClientInput, clientMessages } from '@sarment/domain/crm/client';
import { notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { ofShop, type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { announceAuthChange } from '../identity/auth-cache.ts';
import { describeClient, describeClientRow, loggedClient, mainPlaceOf } from './client-describe.ts';
import type { ClientFilters } from './client-list.repo.ts';
import { listClients } from './client-list.repo.ts';
import { type ClientViewer, clientReaderOf, clientWriterOf } from './client-viewer.ts';
import * as repo from './clients.repo.ts';
import type { ClientAnswer, ClientListQuery } from './clients.schemas.ts';

export const ENTITY = 'client';

export const clientErrors = {
  anonymised: 'Ce client a été anonymisé : sa fiche ne peut plus être modifiée.',
  contactNotFound: 'Contact introuvable',
  addressNotFound: 'Adresse introuvable',
  hasDocuments:
    "Ce client a des commandes ou des réservations : il ne peut pas être supprimé. Vous pouvez l'anonymiser.",
} as const;

export const clientNotFound = () => notFound(clientMessages.notFound, 'client_not_found');
const invalidField = (path: string, message: string) =>
  unprocessable(message, 'client_invalid', [{ path, message }]);

export function filtersOf(query: Omit<ClientListQuery, 'page' | 'pageSize' | 'sort'>): ClientFilters {
  return {
    search: query.search,
    typologies: query.typology,
    isPro: query.isPro === undefined ? undefined : query.isPro === 'true',
    pipes: query.pipe,
    agents: query.agent,
    departments: query.department,
    tags: query.tag,
    lastOrderFrom: query.lastOrderFrom,
    lastOrderTo: query.lastOrderTo,
    noOrderSince: query.noOrderSince,
  };
}

export async function listClientPage(ctx: ServiceContext, query: ClientListQuery) {
  const viewer = clientReaderOf(ctx);
  const page = await listClients(ctx, viewer, filtersOf(query), query.sort, pageWindow(query));
  return { rows: page.rows.map(describeClientRow), total: page.total };
}

/** The file as the viewer may see it; 404 when absent, of another shop, or not an agent's own. */
export async function readClientAs(
  scope: ShopScope,
  viewer: ClientViewer,
  id: string,
): Promise<ClientAnswer> {
  const file = await repo.findClientFile(scope, viewer, id);
  if (!file) throw clientNotFound();
  return describeClient(file);
}

export const readClient = (ctx: ServiceContext, id: string) => readClientAs(ctx, clientReaderOf(ctx), id);

/** The typology must be one of the shop's, the agent one of its agents; an agent's client stays theirs. */
async function checkedAssignment(scope: ShopScope, viewer: ClientViewer, body: ClientInput) {
  if (body.typology !== null && !(await repo.isTypologyOfShop(scope, body.typology))) {
    throw invalidField('typology', clientMessages.typology);
  }
  if (viewer.agentId !== null) return viewer.agentId;
  const agentId = body.agent?.id ?? null;
  if (agentId !== null && !(await repo.isAgentOfShop(scope, agentId))) {
    throw invalidField('agent', clientMessages.agent);
  }
  return agentId;
}

function fieldsOf(body: ClientInput, agentUserId: string | null, now: Date, previous?: Client) {
  const { contacts: _contacts, addresses, agent: _agent, ...fields } = body;
  // consent proof (GDPR art. 7): the date it was given, kept while it stands
  const consentAt = body.marketingConsent
    ? ((body.marketingConsentAt ? new Date(body.marketingConsentAt) : null) ??
      (previous?.marketingConsent ? previous.marketingConsentAt : null) ??
      now)
    : null;
  return {
    ...fields,
    lastContactAt: body.lastContactAt ? new Date(body.lastContactAt) : null,
    marketingConsentAt: consentAt,
    agentUserId,
    ...mainPlaceOf(addresses),
    updatedAt: now,
  };
}

export async function createClient(ctx: ServiceContext, body: ClientInput): Promise<ClientAnswer> {
  const viewer = clientWriterOf(ctx);
  const agentUserId = await checkedAssignment(ctx, viewer, body);
  return withTransaction(ctx, async (ctx) => {
    const id = newId(idPrefix.client);
    await repo.insertClientRow(ctx, id, fieldsOf(body, agentUserId, ctx.now));
    await repo.replaceContacts(ctx, id, [], body.contacts);
    await repo.replaceAddresses(ctx, id, [], body.addresses);
    const answer = await readClientAs(ctx, viewer, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: loggedClient(answer),
      summary: answer.displayName,
    });
    return answer;
  });
}

export async function updateClient(
  ctx: ServiceContext,
  id: string,
  body: ClientInput,
): Promise<ClientAnswer> {
  const viewer = clientWriterOf(ctx);
  const existing = await repo.findClientFile(ctx, viewer, id);
  if (!existing) throw clientNotFound();
  if (existing.client.anonymisedAt) throw unprocessable(clientErrors.anonymised, 'client_anonymised');
  // a contact or an address is named by one of this client's own ids, or is new (issue 14: never another's)
  const contactIds = existing.contacts.map((contact) => contact.id);
  if (body.contacts.some((contact) => contact.id !== undefined && !contactIds.includes(contact.id))) {
    throw notFound(clientErrors.contactNotFound, 'client_contact_not_found');
  }
  const addressIds = existing.addresses.map((address) => address.id);
  if (body.addresses.some((address) => address.id !== undefined && !addressIds.includes(address.id))) {
    throw notFound(clientErrors.addressNotFound, 'client_address_not_found');
  }
  const agentUserId = await checkedAssignment(ctx, viewer, body);
  const before = describeClient(existing);
  return withTransaction(ctx, async (ctx) => {
    await repo.updateClientRow(ctx, id, fieldsOf(body, agentUserId, ctx.now, existing.client));
    await repo.replaceContacts(ctx, id, contactIds, body.contacts);
    await repo.replaceAddresses(ctx, id, addressIds, body.addresses);
    const answer = await readClientAs(ctx, viewer, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: loggedClient(before),
      after: loggedClient(answer),
      summary: answer.displayName,
    });
    const userId = existing.client.userId;
    if (userId && existing.client.typology !== body.typology) await announceAuthChange(ctx.tx, userId);
    return answer;
  });
}

/** Orders (the account's) or reservations: a client with documents is anonymised, never deleted. */
async function hasDocuments(scope: ShopScope, client: Client): Promise<boolean> {
  const [order] = client.userId
    ? await scope.tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(ofShop(scope, orders), eq(orders.buyerUserId, client.userId)))
        .limit(1)
    : [];
  const [reservation] = await scope.tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(ofShop(scope, reservations), eq(reservations.clientId, client.id)))
    .limit(1);
  return !!order || !!reservation;
}

export async function deleteClient(ctx: ServiceContext, id: string): Promise<void> {
  const viewer = clientWriterOf(ctx);
  const existing = await repo.findClientFile(ctx, viewer, id);
  if (!existing) throw clientNotFound();
  if (await hasDocuments(ctx, existing.client))
    throw unprocessable(clientErrors.hasDocuments, 'client_has_documents');
  await withTransaction(ctx, async (ctx) => {
    await repo.deleteClientRow(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: loggedClient(describeClient(existing)),
      after: null,
      summary: describeClient(existing).displayName,
    });
    if (existing.client.userId) await announceAuthChange(ctx.tx, existing.client.userId);
  });
}
