// Event reservation lines and tourist tax (spec §3 Reservation line, §4 Cart rules).
import type { Cents } from '../money/index.ts';
import { cents, multiplyCents } from '../money/index.ts';
import type { HtVatTtc } from './vat.ts';
import { splitAmount } from './vat.ts';

/** spec §3: the selectedPrices productType of the tourist tax. */
export const touristTaxProductType = 'touristTax';

export interface SelectedPrice {
  productType: string;
  label?: string | undefined;
  priceTTCCents: Cents;
  quantity: number;
  /** Persons who do not count (a child), so no tourist tax is due for them. */
  notCounting?: boolean | undefined;
}

export interface ReservationSlotRef {
  eventId: string;
  slotId: string;
  start: string;
  end: string;
}

/** spec §4: a reservation line is identified by event, slot id, start and end. */
export function reservationKey(line: ReservationSlotRef): string {
  return `${line.eventId}|${line.slotId}|${line.start}|${line.end}`;
}

export function isTouristTax(price: Pick<SelectedPrice, 'productType'>): boolean {
  return price.productType === touristTaxProductType;
}

/** spec §4: counting persons are lines that are neither notCounting nor tax. Example: 2 Adulte + 1 Enfant gives 2. */
export function countCountingPersons(
  prices: readonly Pick<SelectedPrice, 'productType' | 'quantity' | 'notCounting'>[],
) {
  let persons = 0;
  for (const price of prices) if (!price.notCounting && !isTouristTax(price)) persons += price.quantity;
  return persons;
}

export interface ReservationPriceInput extends ReservationSlotRef {
  selectedPrices: readonly SelectedPrice[];
  /** Rate of the event's prices; defaults to the shop's standard rate. */
  vatRateBasisPoints?: number | undefined;
}

export interface PricedReservationLine {
  productType: string;
  label: string | null;
  quantity: number;
  unitTTCCents: Cents;
  ttcCents: Cents;
}

export interface PricedReservation extends HtVatTtc {
  key: string;
  lines: PricedReservationLine[];
  vatRateBasisPoints: number;
  /** spec §4: the tourist tax quantity is the number of counting persons, whatever the cart said. */
  touristTaxQuantity: number;
  /** Tourist tax is a local levy collected as is: outside VAT and outside htCents/ttcCents above. */
  touristTaxCents: Cents;
}

/**
 * Prices one reservation; prices are TTC (spec §3 priceTTC). Example: 2 Adulte 25.00 + 1 Enfant 0.00 + tourist tax
 * 1.00 gives 50.00 TTC and 2.00 tourist tax.
 */
export function priceReservation(
  input: ReservationPriceInput,
  vatRateBasisPoints: number,
): PricedReservation {
  const touristTaxQuantity = countCountingPersons(input.selectedPrices);
  const lines: PricedReservationLine[] = [];
  let personsCents = 0;
  let touristTaxCents = 0;
  for (const price of input.selectedPrices) {
    const quantity = isTouristTax(price) ? touristTaxQuantity : price.quantity;
    const ttcCents = multiplyCents(price.priceTTCCents, quantity);
    if (isTouristTax(price)) touristTaxCents += ttcCents;
    else personsCents += ttcCents;
    lines.push({
      productType: price.productType,
      label: price.label ?? null,
      quantity,
      unitTTCCents: price.priceTTCCents,
      ttcCents,
    });
  }
  return {
    key: reservationKey(input),
    lines,
    vatRateBasisPoints,
    touristTaxQuantity,
    touristTaxCents: cents(touristTaxCents),
    ...splitAmount(cents(personsCents), true, vatRateBasisPoints),
  };
}
