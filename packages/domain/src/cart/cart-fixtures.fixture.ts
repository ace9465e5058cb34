// Demo cart data for the cart tests (not exported).
import { cents } from '../money/index.ts';
import type { CartReservation } from './cart-types.ts';

export const bourgogne = { productId: 'bourgogne-pinot-noir', formatId: 'fmt-75', vintageId: 'vin-2022' };
export const chablisMagnum = { productId: 'chablis-montmains', formatId: 'fmt-150', vintageId: 'vin-2021' };
export const brutReserve = { productId: 'brut-reserve', formatId: 'fmt-75', vintageId: 'vin-nv' };

export function tastingLine(
  adults: number,
  children: number,
  taxQuantity = 0,
  start = '2026-03-14T10:00',
): CartReservation {
  return {
    eventId: 'degustation-premiers-crus',
    event: { title: 'Dégustation des Premiers Crus' },
    selectedSlot: { slot: { id: 'slot-samedi', name: 'Samedi 10h' }, start, end: '2026-03-14T11:30' },
    selectedPrices: [
      { productType: 'adult', label: 'Adulte', priceTTCCents: cents(2500), quantity: adults },
      {
        productType: 'child',
        label: 'Enfant',
        priceTTCCents: cents(0),
        quantity: children,
        notCounting: true,
      },
      {
        productType: 'touristTax',
        label: 'Taxe de séjour',
        priceTTCCents: cents(100),
        quantity: taxQuantity,
      },
    ],
    totalQuantity: 0,
    taxQuantities: 0,
  };
}
