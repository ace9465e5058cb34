// Stock allocations in the cart (issue 20): a buyer may take their own allocations' remainder plus what no
// allocation holds, never another buyer's. get-cart-price and the checkout's checks say so in French before the
// order's transaction, which consumes the allocations under the stock rows' locks (stocks/allocation-shares.ts).
import type { Executor } from '@sarment/db';
import { stockAvailable, stockDemandOf } from '@sarment/domain/cart';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { type AllocationBuyer, allocationMessages } from '@sarment/domain/stocks';
import { componentName, orderStockLines } from '../catalogue/box-stock.ts';
import {
  allocationBuyerOfUser,
  allocationsOfShop,
  buyerLimit,
  type ItemAllocation,
} from '../stocks/allocation-shares.ts';
import type { CartCheck } from './cart.schemas.ts';
import { type PricedSellerOrder, stockLinesOf } from './price-seller-order.ts';

export interface AllocationGuard {
  allocations: ItemAllocation[];
  buyer: AllocationBuyer;
  day: string;
}

const nobody: AllocationBuyer = { clientId: null, agentUserId: null, typology: null };

/** The seller's allocations still holding today and who the buyer is to them; null when the seller has none. */
export async function loadAllocationGuard(
  db: Executor,
  shopId: string,
  userId: string | null,
  typology: string | null,
  now: Date,
): Promise<AllocationGuard | null> {
  const day = parisDateOf(now);
  const allocations = await allocationsOfShop({ shopId, tx: db }, day);
  if (allocations.length === 0) return null;
  const buyer = userId
    ? await allocationBuyerOfUser({ shopId, tx: db }, userId, typology)
    : { ...nobody, typology };
  return { allocations, buyer, day };
}

/**
 * The items the order takes more of than the buyer's share (their allocations plus the unallocated rest), when
 * the stock itself would cover them: a plain shortage is the stock check's to report.
 */
export function allocationChecks(priced: PricedSellerOrder, guard: AllocationGuard | null): CartCheck[] {
  if (!guard) return [];
  const checks: CartCheck[] = [];
  for (const demand of stockDemandOf(orderStockLines(stockLinesOf(priced), priced.catalogue))) {
    const available = stockAvailable(
      priced.catalogue.stock.filter(
        (s) =>
          s.productId === demand.productId &&
          s.formatId === demand.formatId &&
          s.vintageId === demand.vintageId,
      ),
    );
    if (available === null || demand.units > available) continue;
    const limit = buyerLimit(available, guard.allocations, demand, guard.buyer, guard.day);
    if (limit === null || demand.units <= limit) continue;
    const name =
      priced.lines.find((line) => line.product.id === demand.productId)?.product.name ??
      componentName(priced.catalogue, demand.productId) ??
      demand.productId;
    checks.push({
      code: 'insufficientStock',
      message: allocationMessages.shortage(name, limit),
      productId: demand.productId,
    });
  }
  return checks;
}
