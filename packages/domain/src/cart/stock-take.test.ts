import { describe, expect, it } from 'vitest';
import {
  compareStockRows,
  planStockTake,
  stockAvailable,
  stockDemandOf,
  stockShortage,
  unitsTaken,
} from './stock-take.ts';

const rose = { productId: 'prd_rose', formatId: 'fmt_75', vintageId: 'vin_2019' };
const brut = { productId: 'prd_brut', formatId: 'fmt_75', vintageId: null };

describe('unitsTaken: what one line takes from stock', () => {
  it('is the paid units plus the free units (discountAdd: 12 paid + 1 free = 13)', () => {
    expect(unitsTaken({ quantity: 12, freeUnits: 1 })).toBe(13);
    expect(unitsTaken({ quantity: 11, freeUnits: 0 })).toBe(11);
  });
});

describe('stockDemandOf: the units of every item of an order', () => {
  it('adds the lines of the same item up, free units included, items in key order', () => {
    expect(
      stockDemandOf([
        { ...rose, quantity: 12, freeUnits: 1 },
        { ...brut, quantity: 2, freeUnits: 0 },
        { ...rose, quantity: 6, freeUnits: 0 },
      ]),
    ).toEqual([
      { ...brut, key: 'prd_brut|fmt_75|', units: 2, freeUnits: 0 },
      { ...rose, key: 'prd_rose|fmt_75|vin_2019', units: 19, freeUnits: 1 },
    ]);
  });
});

describe('compareStockRows: the one lock order of stock rows', () => {
  it('orders by item key, then by warehouse id, by code units (as collate "C")', () => {
    const rows = [
      { ...rose, warehouseId: 'wh_b' },
      { ...rose, warehouseId: 'wh_A' },
      { ...brut, warehouseId: 'wh_z' },
    ];
    expect(rows.sort(compareStockRows).map((row) => `${row.productId} ${row.warehouseId}`)).toEqual([
      'prd_brut wh_z',
      'prd_rose wh_A',
      'prd_rose wh_b',
    ]);
  });
});

describe('stockAvailable: what an item holds', () => {
  it('is the sum over its warehouses (5 + 5 = 10)', () => {
    expect(stockAvailable([{ quantity: 5 }, { quantity: 5 }])).toBe(10);
  });

  it('is null for an item no warehouse keeps (not stock-managed)', () => {
    expect(stockAvailable([])).toBeNull();
  });
});

describe('planStockTake: which warehouse gives how many', () => {
  it('takes 8 of 5 + 5 from both, the fuller first then by id', () => {
    expect(
      planStockTake(8, [
        { id: 'stk_b', quantity: 5 },
        { id: 'stk_a', quantity: 5 },
      ]),
    ).toEqual([
      { id: 'stk_a', quantity: 5 },
      { id: 'stk_b', quantity: 3 },
    ]);
  });

  it('takes from one warehouse when the fullest holds enough', () => {
    expect(
      planStockTake(4, [
        { id: 'stk_a', quantity: 3 },
        { id: 'stk_b', quantity: 9 },
      ]),
    ).toEqual([{ id: 'stk_b', quantity: 4 }]);
  });

  it('is null when the warehouses hold fewer units than asked, all together', () => {
    expect(
      planStockTake(11, [
        { id: 'stk_a', quantity: 5 },
        { id: 'stk_b', quantity: 5 },
      ]),
    ).toBeNull();
  });

  it('takes the whole stock exactly, and skips empty warehouses', () => {
    expect(
      planStockTake(13, [
        { id: 'stk_a', quantity: 0 },
        { id: 'stk_b', quantity: 6 },
        { id: 'stk_c', quantity: 7 },
      ]),
    ).toEqual([
      { id: 'stk_c', quantity: 7 },
      { id: 'stk_b', quantity: 6 },
    ]);
  });
});

describe('stockShortage: the refusal, in the same words for the cart and the checkout', () => {
  it('says how many are left', () => {
    expect(stockShortage('Rosé de Saignée', 10, { units: 11, freeUnits: 0 })).toEqual({
      code: 'insufficientStock',
      message: 'Stock insuffisant pour « Rosé de Saignée » : 10 disponible(s).',
    });
  });

  it('names the free units when they make the order need more than is left', () => {
    expect(stockShortage('Rosé de Saignée', 12, { units: 13, freeUnits: 1 })).toEqual({
      code: 'insufficientStock',
      message:
        'Stock insuffisant pour « Rosé de Saignée » : 12 disponible(s), 13 nécessaire(s) dont 1 offerte(s).',
    });
  });

  it('is null when the stock covers every unit, or when the item is not stock-managed', () => {
    expect(stockShortage('Rosé de Saignée', 13, { units: 13, freeUnits: 1 })).toBeNull();
    expect(stockShortage('Visite privée', null, { units: 40, freeUnits: 0 })).toBeNull();
  });
});
