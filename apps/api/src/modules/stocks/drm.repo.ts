// What the DRM reads of the ledger: the movements of the shop's bonded (duty-suspended) warehouses up to the end
// of a month, with what the return needs of each item (drink type, vintage legal block and alcohol, format volume),
// and the tax status of the other side of each transfer.
import {
  and,
  eq,
  formats,
  inArray,
  lt,
  orders,
  products,
  stockMovements,
  vintages,
  warehouses,
} from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

export async function readBondedMovements(ctx: ShopScope, before: Date) {
  return ctx.tx
    .select({
      id: stockMovements.id,
      occurredAt: stockMovements.occurredAt,
      delta: stockMovements.delta,
      reason: stockMovements.reason,
      transferId: stockMovements.transferId,
      warehouseId: stockMovements.warehouseId,
      drinkType: products.type,
      legal: vintages.legal,
      advanced: vintages.advanced,
      unity: formats.unity,
      unityValue: formats.unityValue,
      // a sale's destination decides whether it leaves under suspension (export, intra-EU B2B)
      orderSnapshot: orders.snapshot,
    })
    .from(stockMovements)
    .innerJoin(
      warehouses,
      and(eq(warehouses.shopId, stockMovements.shopId), eq(warehouses.id, stockMovements.warehouseId)),
    )
    .innerJoin(
      products,
      and(eq(products.shopId, stockMovements.shopId), eq(products.id, stockMovements.productId)),
    )
    .innerJoin(
      formats,
      and(eq(formats.shopId, stockMovements.shopId), eq(formats.id, stockMovements.formatId)),
    )
    .leftJoin(
      vintages,
      and(eq(vintages.shopId, stockMovements.shopId), eq(vintages.id, stockMovements.vintageId)),
    )
    .leftJoin(orders, and(eq(orders.shopId, stockMovements.shopId), eq(orders.id, stockMovements.orderId)))
    .where(
      and(
        ofShop(ctx, stockMovements),
        eq(warehouses.taxStatus, 'suspended'),
        lt(stockMovements.occurredAt, before),
      ),
    );
}

export type BondedMovementRow = Awaited<ReturnType<typeof readBondedMovements>>[number];

/** For each transfer id, the warehouses its movements touch and whether they are bonded. */
export async function readTransferSides(ctx: ShopScope, transferIds: readonly string[]) {
  if (transferIds.length === 0) return [];
  return ctx.tx
    .select({
      id: stockMovements.id,
      transferId: stockMovements.transferId,
      taxStatus: warehouses.taxStatus,
    })
    .from(stockMovements)
    .innerJoin(
      warehouses,
      and(eq(warehouses.shopId, stockMovements.shopId), eq(warehouses.id, stockMovements.warehouseId)),
    )
    .where(and(ofShop(ctx, stockMovements), inArray(stockMovements.transferId, [...transferIds])));
}
