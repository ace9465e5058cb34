// The stock answers as the API describes them (api stocks/stocks.schemas.ts), type-only.
import type {
  allocationAnswer,
  allocationBody,
  inventoryAnswer,
  movementAnswer,
  stockLevelAnswer,
  warehouseAnswer,
} from '@sarment/api';
import type { z } from 'zod';

export type StockLevel = z.output<typeof stockLevelAnswer>;
export type StockMovement = z.output<typeof movementAnswer>;
export type Warehouse = z.output<typeof warehouseAnswer>;
export type InventoryResult = z.output<typeof inventoryAnswer>;
export type StockLevelDetail = StockLevel & { movements: StockMovement[] };
export type StockAllocation = z.output<typeof allocationAnswer>;
/** The body POST and PUT /v1/allocations take, as the form holds it. */
export type StockAllocationBody = z.input<typeof allocationBody>;
