// Reading a shop's stock allocations as the back office shows them: the item's and the beneficiary's names, and the
// item's stock over its warehouses.
import { queryRows, sql } from '@sarment/db';
import { clientDisplayName } from '@sarment/domain/crm/client';
import { personDisplayName } from '@sarment/domain/identity';
import {
  type AllocationTarget,
  allocationActive,
  allocationRemaining,
  type StockAllocation,
} from '@sarment/domain/stocks';
import type { ShopScope } from '../../http/service-context.ts';
import type { AllocationAnswer } from './allocations.schemas.ts';
import { type StockItemColumns, stockItemOf } from './stock-item.ts';

export interface AllocationRow extends StockItemColumns {
  id: string;
  target_kind: StockAllocation['target']['kind'];
  client_id: string | null;
  client_firstname: string | null;
  client_lastname: string | null;
  client_is_pro: boolean | null;
  client_business_reason: string | null;
  client_business_name: string | null;
  client_email: string | null;
  agent_user_id: string | null;
  agent_firstname: string | null;
  agent_lastname: string | null;
  agent_email: string | null;
  typology: string | null;
  typology_name: string | null;
  quantity: number;
  consumed: number;
  ends_on: string | null;
  note: string | null;
  created_at: Date | string;
  stock: number | null;
}

/** The beneficiary of a stored allocation: a client, an agent or a market (typology). */
export function targetOf(
  row: Pick<AllocationRow, 'target_kind' | 'client_id' | 'agent_user_id' | 'typology'>,
) {
  const target: AllocationTarget =
    row.target_kind === 'client'
      ? { kind: 'client', clientId: row.client_id! }
      : row.target_kind === 'agent'
        ? { kind: 'agent', agentUserId: row.agent_user_id! }
        : { kind: 'market', typology: row.typology! };
  return target;
}

function targetName(row: AllocationRow): string {
  if (row.target_kind === 'client') {
    return clientDisplayName({
      firstname: row.client_firstname,
      lastname: row.client_lastname,
      isPro: row.client_is_pro ?? false,
      businessReason: row.client_business_reason,
      businessName: row.client_business_name,
      email: row.client_email,
    });
  }
  if (row.target_kind === 'agent') {
    return personDisplayName({
      firstname: row.agent_firstname,
      lastname: row.agent_lastname,
      email: row.agent_email,
      business: null,
    });
  }
  return row.typology_name ?? row.typology ?? '';
}

/** An allocation as the API answers it on `day` (Paris), its remainder and whether it still holds. */
export function answerOf(row: AllocationRow, day: string): AllocationAnswer {
  const target = targetOf(row);
  return {
    id: row.id,
    ...stockItemOf(row),
    target: {
      kind: target.kind,
      id:
        target.kind === 'client'
          ? target.clientId
          : target.kind === 'agent'
            ? target.agentUserId
            : target.typology,
      name: targetName(row),
    },
    quantity: row.quantity,
    consumed: row.consumed,
    remaining: allocationRemaining(row),
    endsOn: row.ends_on,
    active: allocationActive({ endsOn: row.ends_on }, day),
    stock: row.stock === null ? null : Number(row.stock),
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Every allocation of the shop (or one), with the names shown and the item's stock over its warehouses. */
export async function readRows(scope: ShopScope, id?: string): Promise<AllocationRow[]> {
  return queryRows<AllocationRow>(
    scope.tx,
    sql`select a.id, a.product_id, p.name as product_name, a.format_id, f.name_in_shop, f.container, f.unity,
        f.unity_value::float8 as unity_value, f.show_unity_value, a.vintage_id, v.name as vintage_name,
        a.target_kind,
        a.client_id, c.firstname as client_firstname, c.lastname as client_lastname, c.is_pro as client_is_pro,
        c.business_reason as client_business_reason, c.business_name as client_business_name,
        c.email as client_email, a.agent_user_id, u.firstname as agent_firstname, u.lastname as agent_lastname,
        u.email as agent_email, a.typology, t.name as typology_name, a.quantity, a.consumed,
        a.ends_on::text as ends_on, a.note, a.created_at,
        (select sum(s.quantity)::int from stock_levels s where s.shop_id = a.shop_id
          and s.product_id = a.product_id and s.format_id = a.format_id
          and s.vintage_id is not distinct from a.vintage_id) as stock
      from stock_allocations a
      join products p on p.shop_id = a.shop_id and p.id = a.product_id
      join formats f on f.shop_id = a.shop_id and f.id = a.format_id
      left join vintages v on v.shop_id = a.shop_id and v.id = a.vintage_id
      left join clients c on c.shop_id = a.shop_id and c.id = a.client_id
      left join users u on u.id = a.agent_user_id
      left join shop_typologies t on t.shop_id = a.shop_id and t.key = a.typology
      where a.shop_id = ${scope.shopId} ${id === undefined ? sql`` : sql`and a.id = ${id}`}`,
  );
}
