// The clients of a shop (issue 17): one client with its contacts and addresses, and its writes. Every query
// filters with ofShop; an agent's scope is one more condition (clientScope), so a client out of it reads as absent.
import {
  and,
  asc,
  type Client,
  type ClientAddress,
  type ClientContact,
  clientAddresses,
  clientContacts,
  clients,
  eq,
  idPrefix,
  inArray,
  type NewClient,
  newId,
  notInArray,
  or,
  type SQL,
  shopMembers,
  shopTypologies,
  sql,
  users,
} from '@sarment/db';
import type { ClientAddressInput, ClientContactInput } from '@sarment/domain/crm/client';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import type { ClientViewer } from './client-viewer.ts';

export type ClientRow = Client & { agentName: string | null };
export interface ClientFile {
  client: ClientRow;
  contacts: ClientContact[];
  addresses: ClientAddress[];
}

/** An agent's clients only; nothing more for the others. */
export const clientScope = (viewer: Pick<ClientViewer, 'agentId'>): SQL | undefined =>
  viewer.agentId === null ? undefined : eq(clients.agentUserId, viewer.agentId);

/** The agent's name as spec §3 shows a person: lastname firstname, else the e-mail. */
export const agentNameSql = sql<string | null>`(select coalesce(nullif(trim(concat_ws(' ', ${users.lastname},
  ${users.firstname})), ''), ${users.email}) from ${users} where ${users.id} = ${clients.agentUserId})`;

export async function findClientRow(
  scope: ShopScope,
  viewer: Pick<ClientViewer, 'agentId'>,
  id: string,
): Promise<ClientRow | undefined> {
  const [row] = await scope.tx
    .select({ client: clients, agentName: agentNameSql })
    .from(clients)
    .where(and(ofShop(scope, clients), eq(clients.id, id), clientScope(viewer)));
  return row ? { ...row.client, agentName: row.agentName } : undefined;
}

export async function findClientFile(
  scope: ShopScope,
  viewer: Pick<ClientViewer, 'agentId'>,
  id: string,
): Promise<ClientFile | undefined> {
  const client = await findClientRow(scope, viewer, id);
  if (!client) return undefined;
  const contacts = await scope.tx
    .select()
    .from(clientContacts)
    .where(and(ofShop(scope, clientContacts), eq(clientContacts.clientId, id)))
    .orderBy(asc(clientContacts.position), asc(clientContacts.id));
  const addresses = await scope.tx
    .select()
    .from(clientAddresses)
    .where(and(ofShop(scope, clientAddresses), eq(clientAddresses.clientId, id)))
    .orderBy(
      asc(clientAddresses.kind),
      sql`${clientAddresses.isDefault} desc`,
      asc(clientAddresses.createdAt),
    );
  return { client, contacts, addresses };
}

export type ClientFields = Omit<NewClient, 'shopId' | 'id' | 'searchText' | 'sortName' | 'createdAt'>;

export async function insertClientRow(scope: ShopScope, id: string, fields: ClientFields): Promise<void> {
  await scope.tx.insert(clients).values({ shopId: scope.shopId, id, ...fields });
}

export async function updateClientRow(
  scope: ShopScope,
  id: string,
  fields: Partial<ClientFields>,
): Promise<void> {
  await scope.tx
    .update(clients)
    .set(fields)
    .where(and(ofShop(scope, clients), eq(clients.id, id)));
}

export async function deleteClientRow(scope: ShopScope, id: string): Promise<void> {
  await scope.tx.delete(clients).where(and(ofShop(scope, clients), eq(clients.id, id)));
}

/**
 * Sets the client's contacts to the list: a contact sent with one of its ids keeps it, the others are new, and the
 * ones left out are deleted.
 */
export async function replaceContacts(
  scope: ShopScope,
  clientId: string,
  existingIds: readonly string[],
  contacts: readonly ClientContactInput[],
): Promise<void> {
  const kept = contacts.flatMap((contact) =>
    contact.id && existingIds.includes(contact.id) ? [contact.id] : [],
  );
  await scope.tx
    .delete(clientContacts)
    .where(
      and(
        ofShop(scope, clientContacts),
        eq(clientContacts.clientId, clientId),
        kept.length ? notInArray(clientContacts.id, kept) : undefined,
      ),
    );
  for (const [position, { id, ...contact }] of contacts.entries()) {
    const values = { ...contact, position };
    if (id && kept.includes(id)) {
      await scope.tx
        .update(clientContacts)
        .set(values)
        .where(and(ofShop(scope, clientContacts), eq(clientContacts.id, id)));
    } else {
      await scope.tx
        .insert(clientContacts)
        .values({ shopId: scope.shopId, id: newId(idPrefix.clientContact), clientId, ...values });
    }
  }
}

/** Sets the client's addresses to the list, as replaceContacts (defaults cleared first: one default per kind). */
export async function replaceAddresses(
  scope: ShopScope,
  clientId: string,
  existingIds: readonly string[],
  addresses: readonly ClientAddressInput[],
): Promise<void> {
  const kept = addresses.flatMap((address) =>
    address.id && existingIds.includes(address.id) ? [address.id] : [],
  );
  const ofClient = and(ofShop(scope, clientAddresses), eq(clientAddresses.clientId, clientId));
  await scope.tx
    .delete(clientAddresses)
    .where(and(ofClient, kept.length ? notInArray(clientAddresses.id, kept) : undefined));
  if (kept.length) await scope.tx.update(clientAddresses).set({ isDefault: false }).where(ofClient);
  for (const { id, ...address } of addresses) {
    if (id && kept.includes(id)) {
      await scope.tx
        .update(clientAddresses)
        .set(address)
        .where(and(ofShop(scope, clientAddresses), eq(clientAddresses.id, id)));
    } else {
      await scope.tx
        .insert(clientAddresses)
        .values({ shopId: scope.shopId, id: newId(idPrefix.clientAddress), clientId, ...address });
    }
  }
}

export async function isTypologyOfShop(scope: ShopScope, key: string): Promise<boolean> {
  const [row] = await scope.tx
    .select({ key: shopTypologies.key })
    .from(shopTypologies)
    .where(and(ofShop(scope, shopTypologies), eq(shopTypologies.key, key)));
  return !!row;
}

/** An agent of the shop (spec §1: clients are assigned to agents). */
export async function isAgentOfShop(scope: ShopScope, userId: string): Promise<boolean> {
  const [row] = await scope.tx
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .where(and(ofShop(scope, shopMembers), eq(shopMembers.userId, userId), eq(shopMembers.role, 'agent')));
  return !!row;
}

/** The shop's clients holding the e-mail or the SIRET (the form's duplicate check), with who they are. */
export async function findClientsByKeys(
  scope: ShopScope,
  keys: { email: string | null; siret: string | null },
  excludeId: string | null,
): Promise<Client[]> {
  const matches = [
    keys.email ? eq(clients.email, keys.email) : undefined,
    keys.siret ? eq(clients.siret, keys.siret) : undefined,
  ].filter((condition) => condition !== undefined);
  if (!matches.length) return [];
  return scope.tx
    .select()
    .from(clients)
    .where(
      and(
        ofShop(scope, clients),
        or(...matches),
        excludeId ? sql`${clients.id} <> ${excludeId}` : undefined,
        sql`${clients.anonymisedAt} is null`,
      ),
    )
    .orderBy(asc(clients.createdAt))
    .limit(5);
}

/** The selected clients within the viewer's scope (bulk actions skip the others). */
export async function findClientsIn(
  scope: ShopScope,
  viewer: Pick<ClientViewer, 'agentId'>,
  ids: readonly string[],
): Promise<Client[]> {
  return scope.tx
    .select()
    .from(clients)
    .where(and(ofShop(scope, clients), inArray(clients.id, [...ids]), clientScope(viewer)));
}
