// The price grid's rows as GET /v1/tarifs answers them, and the edits of its cells waiting to be saved.
import type { tarifTypology } from '@sarment/api';
import type { z } from 'zod';
import type { ListStateRules } from '../kit/list-state.ts';

export interface TarifPrice {
  amount: number;
  ttc: boolean;
  visible: boolean;
  discountPrice: { threshold: number; price: number }[];
  discountAdd: { threshold: number; free: number }[];
}

export interface TarifRow {
  product: { id: string; name: string; precision: string | null; status: string };
  format: { id: string; name: string };
  vintages: { id: string; name: string }[];
  prices: Record<string, TarifPrice | null>;
}

/** A typology of the price grid (GET /v1/tarifs/typologies). */
export type TarifTypology = z.output<typeof tarifTypology>;

export const tarifRules: ListStateRules = {
  filterKeys: ['productType', 'type', 'color', 'gamme', 'status'],
  sortFields: ['name', 'status', 'updatedAt'],
};

/** A cell's pending edit: its new amount (null: emptied, not a price) and/or visibility. */
export interface PriceEdit {
  formatId: string;
  typology: string;
  amount?: number | null;
  visible?: boolean;
}
export type PriceEdits = Record<string, PriceEdit>;

export const cellKey = (formatId: string, typology: string) => `${formatId}|${typology}`;

/** The body of PUT /v1/tarifs: one change per edited cell (an emptied amount stays null: the save is refused). */
export function changesOf(edits: PriceEdits): PriceEdit[] {
  return Object.values(edits).filter((e) => e.amount !== undefined || e.visible !== undefined);
}
