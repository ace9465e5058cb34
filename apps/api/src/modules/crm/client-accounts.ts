// issue 17: a buyer who orders in a shop becomes a client of that shop, linked to their account, with the names and
// addresses of the account; an existing client gets the order's date (the list's "last order" filters) and a
// prospect who orders is a client. Runs inside the checkout's transaction.
import {
  type Address,
  clientAddresses,
  clients,
  type Executor,
  idPrefix,
  newId,
  sql,
  type UserBusiness,
} from '@sarment/db';
import { clientDisplayName } from '@sarment/domain/crm/client';
import { personDisplayName } from '@sarment/domain/identity';
import { departmentOfPostalCode, isAllowedCountry } from '@sarment/domain/reference';
import { recordActivity } from '../activity/record-activity.ts';

export interface OrderingBuyer {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  isPro: boolean;
  business: UserBusiness | null;
  billingAddress: Address | null;
  deliveryAddress: Address | null;
}

/** An account's address as a client address; null when the client file cannot hold it (a country not served). */
function clientAddressOf(address: Address | null, kind: 'billing' | 'delivery') {
  if (!address?.street || !address.zipcode || !address.city || !isAllowedCountry(address.country ?? ''))
    return null;
  const country = address.country.toUpperCase();
  return {
    kind,
    isDefault: true,
    name: address.name ?? null,
    street: address.street,
    street2: address.street2 ?? null,
    zipcode: address.zipcode,
    city: address.city,
    country,
    department: country === 'FR' ? departmentOfPostalCode(address.zipcode) : null,
    phone: address.phone ?? null,
    email: address.email ?? null,
    exciseNumber: address.exciseNumber ?? null,
    isMountain: address.isMountainAddress ?? false,
  };
}

/** Makes the buyer a client of the shop, or moves their last order date. */
export async function recordOrderingClient(tx: Executor, shopId: string, buyer: OrderingBuyer, at: Date) {
  const billing = clientAddressOf(buyer.billingAddress, 'billing');
  const delivery = clientAddressOf(buyer.deliveryAddress, 'delivery');
  const place = billing ?? delivery;
  const fields = {
    firstname: buyer.firstname,
    lastname: buyer.lastname,
    email: buyer.email,
    phone: buyer.phone,
    isPro: buyer.isPro,
    businessReason: buyer.business?.reason ?? null,
    businessName: buyer.business?.name ?? null,
  };
  const [row] = await tx
    .insert(clients)
    .values({
      shopId,
      id: newId(idPrefix.client),
      userId: buyer.id,
      ...fields,
      city: place?.city ?? null,
      zipcode: place?.zipcode ?? null,
      department: place?.department ?? null,
      lastOrderAt: at,
    })
    .onConflictDoUpdate({
      target: [clients.shopId, clients.userId],
      set: {
        lastOrderAt: sql`greatest(${clients.lastOrderAt}, excluded.last_order_at)`,
        pipe: 'Client',
        updatedAt: at,
      },
    })
    .returning({ id: clients.id, inserted: sql<boolean>`xmax = 0` });
  if (!row?.inserted) return;
  for (const address of [billing, delivery]) {
    if (address)
      await tx
        .insert(clientAddresses)
        .values({ shopId, id: newId(idPrefix.clientAddress), clientId: row.id, ...address });
  }
  await recordActivity(
    { shopId, tx, now: at, actor: { id: buyer.id, name: personDisplayName({ ...buyer, business: null }) } },
    {
      entity: 'client',
      entityId: row.id,
      action: 'created',
      before: null,
      after: { ...fields, origin: 'order' },
      summary: clientDisplayName(fields),
    },
  );
}
