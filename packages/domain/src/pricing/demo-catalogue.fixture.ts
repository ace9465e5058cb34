// The contract's demo catalogue, delivery and event as pricing inputs, for tests and the bench (not exported).
import { cents } from '../money/index.ts';
import type {
  PricingContext,
  PricingFormat,
  PricingProduct,
  PricingTypology,
  PricingVintage,
  ProductLineInput,
} from './cart-price-types.ts';
import type { ReservationPriceInput } from './reservations.ts';
import type { CollectionPoint, DeliveryMode } from './shipping.ts';

export const particulier: PricingTypology = { key: 'particulier', ttc: true };
export const caviste: PricingTypology = { key: 'caviste', ttc: false };

export function demoContext(
  typology: PricingTypology,
  overrides: Partial<PricingContext> = {},
): PricingContext {
  return { typology, shop: { hasTVA: true }, pricingDate: '2026-03-14', ...overrides };
}

interface DemoItem {
  product: PricingProduct;
  format: PricingFormat;
  vintage: PricingVintage | null;
}

function bottle(id: string, volumeCl: number, particulierCents: number, cavisteCents: number): PricingFormat {
  return {
    id: `fmt-${id}`,
    unity: 'Centilitre(s)',
    unityValue: volumeCl,
    typologies: {
      particulier: { visible: true, priceCents: cents(particulierCents) },
      caviste: { visible: true, priceCents: cents(cavisteCents) },
    },
  };
}

function drink(
  id: string,
  format: PricingFormat,
  vintage: PricingVintage | null = { id: `vin-${id}` },
): DemoItem {
  return { product: { id, productType: 'bottle', family: 'wine', dutiesIncluded: true }, format, vintage };
}

const bourgogneFormat: PricingFormat = {
  ...bottle('bourgogne', 75, 1800, 1100),
  typologies: {
    particulier: { visible: true, priceCents: cents(1800) },
    caviste: {
      visible: true,
      priceCents: cents(1100),
      discountPrice: [
        { minQuantity: 12, unitPriceCents: cents(1050) },
        { minQuantity: 60, unitPriceCents: cents(980) },
      ],
    },
  },
};

const cremantFormat: PricingFormat = {
  ...bottle('cremant', 75, 1650, 1000),
  promotions: [
    {
      type: 'percent',
      percent: 10,
      activation: { kind: 'minProduct', minQuantity: 6 },
      typologies: ['particulier'],
    },
  ],
};

export const demo = {
  bourgogne: drink('bourgogne-pinot-noir', bourgogneFormat),
  chablis: drink('chablis-montmains', bottle('chablis-75', 75, 3200, 2100)),
  chablisMagnum: drink('chablis-montmains', bottle('chablis-150', 150, 6800, 4500)),
  coteauxBib: drink('coteaux-bourguignons', {
    ...bottle('coteaux-bib', 0, 3900, 2500),
    unity: 'Litre(s)',
    unityValue: 5,
  }),
  cremant: drink('cremant-brut', cremantFormat),
  corkscrew: {
    product: { id: 'tire-bouchon', productType: 'accessory', dutiesIncluded: true },
    format: { ...bottle('tire-bouchon', 0, 1200, 800), unity: null, unityValue: null },
    vintage: null,
  },
  privateVisit: {
    product: { id: 'visite-privee', productType: 'prestation', dutiesIncluded: true },
    format: { ...bottle('visite', 0, 8000, 8000), unity: null, unityValue: null },
    vintage: null,
  },
  brutReserve: drink('brut-reserve', bottle('brut-reserve', 75, 3400, 2200)),
  roseSaignee: drink('rose-de-saignee', bottle('rose-de-saignee', 75, 5200, 3500)),
  poireWilliams: drink('poire-williams', bottle('poire-williams', 70, 4500, 3000), {
    id: 'vin-poire',
    abvPercent: 40,
    duty: { category: 'spirits' },
  }),
} satisfies Record<string, DemoItem>;

export function line(
  item: DemoItem,
  quantity: number,
  extra: Partial<ProductLineInput> = {},
): ProductLineInput {
  return { product: item.product, format: item.format, vintage: item.vintage, quantity, ...extra };
}

/** "Colissimo domicile": 9.90 TTC, 7.00 per parcel beyond 12 bottles, franco from 24 products or 300.00 TTC. */
export const colissimo: DeliveryMode = {
  id: 'colissimo-domicile',
  name: 'Colissimo domicile',
  priceCents: cents(990),
  priceIncludesVat: true,
  extraParcelFeeCents: cents(700),
  parcelCapacityEq75: 12,
  franco: { minProductCount: 24, minAmountTTCCents: cents(30_000) },
};

export const pickupAtDomaine: CollectionPoint = {
  id: 'retrait-domaine',
  name: 'Retrait au domaine',
  priceCents: cents(0),
};

/** "Dégustation des Premiers Crus": Adulte 25.00 (counting), Enfant 0.00 (notCounting), tourist tax 1.00. */
export function tasting(
  adults: number,
  children: number,
  start = '2026-03-14T10:00:00+01:00',
): ReservationPriceInput {
  return {
    eventId: 'degustation-premiers-crus',
    slotId: 'slot-samedi-10h',
    start,
    end: '2026-03-14T11:30:00+01:00',
    selectedPrices: [
      { productType: 'adult', label: 'Adulte', priceTTCCents: cents(2500), quantity: adults },
      {
        productType: 'child',
        label: 'Enfant',
        priceTTCCents: cents(0),
        quantity: children,
        notCounting: true,
      },
      { productType: 'touristTax', label: 'Taxe de séjour', priceTTCCents: cents(100), quantity: 0 },
    ],
  };
}
