// The rows of a placed order, and the snapshot that keeps its prices, addresses and the seller's legal identity
// as they were when it was placed (a later price or address change never rewrites an order).
import type { Address, NewOrderLine, NewOrderReservation } from '@sarment/db';
import { centsToEuros } from '@sarment/domain/money';
import { toCartPriceAnswer } from '@sarment/domain/pricing';
import { slotName } from '../cart/check-seller-order.ts';
import type { PricedSellerOrder, ResolvedLine } from '../cart/price-seller-order.ts';
import type { BuyerProfile } from '../catalogue/seller-catalogue.repo.ts';

type LineRow = Omit<NewOrderLine, 'shopId' | 'orderId'>;
type ReservationRow = Omit<NewOrderReservation, 'shopId' | 'orderId'>;

const hiddenVintages = new Set(['NV', 'Non millésimé', 'Nouveau millésime']);

const unitSymbols: Readonly<Record<string, string>> = {
  'Litre(s)': 'L',
  'Centilitre(s)': 'cl',
  'Millilitre(s)': 'ml',
  'Hectolitre(s)': 'hl',
  'Gramme(s)': 'g',
};

/** "Bourgogne Pinot Noir 2022 – bouteille 75 cl"; non-vintages are not named (spec §3 reference lists). */
export function lineLabel(line: Pick<ResolvedLine, 'product' | 'format' | 'vintage'>): string {
  const { product, format, vintage } = line;
  const unit = unitSymbols[format.unity] ?? format.unity.replace(/\(s\)$/, '').toLowerCase();
  const formatName =
    format.nameInShop ??
    (format.showUnityValue ? `${format.container} ${format.unityValue} ${unit}` : format.container);
  const vintageName = vintage && !hiddenVintages.has(vintage.name) ? ` ${vintage.name}` : '';
  return `${product.name}${vintageName} – ${formatName}`;
}

export function buildOrderLines(priced: PricedSellerOrder): LineRow[] {
  return priced.lines.map((line, index) => {
    const price = priced.result.lines[index]!;
    return {
      lineNo: index + 1,
      productId: line.product.id,
      vintageId: line.vintage?.id ?? null,
      formatId: line.format.id,
      quantity: line.input.quantity,
      freeQuantity: price.freeUnits,
      unitHtCents: price.unitHTCents,
      unitTtcCents: price.unitTTCCents,
      vatRateBp: price.vatRateBasisPoints,
      totalHtCents: price.htCents,
      totalTtcCents: price.ttcCents,
      // a bottle of a composed case names its case (issue 16)
      label: line.builderCase ? `${line.builderCase.name} : ${lineLabel(line)}` : lineLabel(line),
    };
  });
}

export function buildOrderReservations(priced: PricedSellerOrder): ReservationRow[] {
  return priced.reservations.map((reservation, index) => {
    const price = priced.result.reservations[index]!;
    const prices = reservation.prices.map((p, i) => ({
      rateId: p.rateId,
      name: p.label ?? p.productType,
      kind: p.kind,
      priceTtcCents: p.priceTTCCents,
      // spec §4: the tourist tax quantity is the number of counting persons, as priced
      quantity: price.lines[i]?.quantity ?? p.quantity,
    }));
    return {
      lineNo: index + 1,
      eventId: reservation.event.id,
      slotId: reservation.slot.id,
      prices,
      persons: personsOf(reservation),
      totalTtcCents: price.ttcCents + price.touristTaxCents,
    };
  });
}

/** Places a reservation takes in its slot: every person, counting or not; the tax is not a person. */
export function personsOf(reservation: PricedSellerOrder['reservations'][number]): number {
  return reservation.prices.filter((p) => p.kind !== 'touristTax').reduce((sum, p) => sum + p.quantity, 0);
}

export interface DeliveryChoice {
  kind: 'delivery' | 'collectionPoint' | 'none';
  id: string | null;
  name: string | null;
  address: Address | null;
  instructions: string;
}

export function deliveryOf(
  priced: PricedSellerOrder,
  buyer: BuyerProfile,
  instructions: string,
): DeliveryChoice {
  if (priced.deliveryMode) {
    const { id, name } = priced.deliveryMode;
    return { kind: 'delivery', id, name, address: buyer.deliveryAddress ?? null, instructions };
  }
  if (priced.collectionPoint) {
    const { id, name, address } = priced.collectionPoint;
    return { kind: 'collectionPoint', id, name, address: address ?? null, instructions };
  }
  return { kind: 'none', id: null, name: null, address: null, instructions };
}

/** Everything the order shows later, frozen: seller identity, buyer and addresses, every price. */
export function buildSnapshot(priced: PricedSellerOrder, buyer: BuyerProfile, delivery: DeliveryChoice) {
  const shop = priced.catalogue.shop!;
  const answer = toCartPriceAnswer(priced.result);
  return {
    seller: {
      id: shop.id,
      name: shop.name,
      urlName: shop.urlName,
      legal: shop.legal,
      contactEmail: shop.contactEmail,
      phone: shop.phone,
    },
    buyer: {
      id: buyer.id,
      email: buyer.email,
      firstname: buyer.firstname,
      lastname: buyer.lastname,
      isPro: buyer.isPro,
      business: buyer.business,
      phone: buyer.phone ?? buyer.deliveryAddress?.phone ?? null,
      deliveryAddress: buyer.deliveryAddress,
      billingAddress: buyer.billingAddress ?? buyer.deliveryAddress,
    },
    typology: priced.typologyKey,
    delivery,
    price: answer.price,
    francoReached: answer.franco,
    lines: answer.lines.map((line, index) => ({ ...line, label: lineLabel(priced.lines[index]!) })),
    reservations: priced.reservations.map((reservation, index) => ({
      ...answer.reservations[index],
      eventId: reservation.event.id,
      title: reservation.event.title,
      slotId: reservation.slot.id,
      slot: slotName(reservation.slot.startsAt),
      start: reservation.slot.startsAt.toISOString(),
      end: reservation.slot.endsAt.toISOString(),
      persons: personsOf(reservation),
      prices: priced.result.reservations[index]!.lines.map((line) => ({
        label: line.label ?? line.productType,
        quantity: line.quantity,
        unitPriceTTC: centsToEuros(line.unitTTCCents),
        totalTTC: centsToEuros(line.ttcCents),
      })),
    })),
  };
}

export type OrderSnapshot = ReturnType<typeof buildSnapshot>;
