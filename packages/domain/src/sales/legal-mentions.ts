// The mentions French law requires on a bill and a credit note (issue 18): Code de commerce art. L441-9 and CGI
// annexe II art. 242 nonies A (with the four mentions the e-invoicing reform adds from 1 September 2026: buyer's
// SIREN, delivery address, category of operation, VAT on debits). `missingLegalMentions` says which ones a shop or
// a client cannot print yet (no SIREN in the settings, a professional buyer without SIREN...), so issuing can warn.
// The PDF (apps/api/src/modules/sales/document-pdf.ts) prints them all; docs/ARCHITECTURE.md maps each to its place.
import {
  defaultPaymentMentionSettings,
  type PaymentMentionSettings,
  paymentMentionTexts,
} from './payment-mentions.ts';

/** Where the data of a mention comes from, and the one reason it may be missing. */
export type LegalMentionId =
  | 'sellerName'
  | 'sellerAddress'
  | 'sellerSiren'
  | 'sellerRcs'
  | 'sellerLegalForm'
  | 'sellerCapital'
  | 'sellerVatNumber'
  | 'buyerName'
  | 'buyerBillingAddress'
  | 'buyerDeliveryAddress'
  | 'buyerSiren'
  | 'buyerVatNumber';

export interface LegalMention {
  id: LegalMentionId;
  /** the article that asks for it */
  law: string;
  /** French, for the warning shown before issuing */
  missingMessage: string;
}

const l441 = 'C. com. art. L441-9';
const cgi = 'CGI ann. II art. 242 nonies A';

export const legalMentions: Readonly<Record<LegalMentionId, LegalMention>> = {
  sellerName: {
    id: 'sellerName',
    law: `${l441}, ${cgi} I-1°`,
    missingMessage: 'La raison sociale de la boutique est manquante (paramètres, informations).',
  },
  sellerAddress: {
    id: 'sellerAddress',
    law: `${l441}, ${cgi} I-1°`,
    missingMessage: "L'adresse du siège de la boutique est manquante (paramètres, informations).",
  },
  sellerSiren: {
    id: 'sellerSiren',
    law: `C. com. art. R123-237, ${cgi} I-1°`,
    missingMessage: 'Le numéro SIRET de la boutique est manquant (paramètres, informations).',
  },
  sellerRcs: {
    id: 'sellerRcs',
    law: 'C. com. art. R123-237 (ville du greffe)',
    missingMessage: "La mention RCS (ville d'immatriculation) de la boutique est manquante.",
  },
  sellerLegalForm: {
    id: 'sellerLegalForm',
    law: 'C. com. art. R123-237 (forme juridique et capital)',
    missingMessage: 'La forme juridique de la boutique est manquante (paramètres, informations).',
  },
  sellerCapital: {
    id: 'sellerCapital',
    law: 'C. com. art. R123-237 (forme juridique et capital)',
    missingMessage: 'Le capital social de la boutique est manquant (paramètres, informations).',
  },
  sellerVatNumber: {
    id: 'sellerVatNumber',
    law: `${cgi} I-2°`,
    missingMessage: 'Le numéro de TVA intracommunautaire de la boutique est manquant.',
  },
  buyerName: {
    id: 'buyerName',
    law: `${l441}, ${cgi} I-1°`,
    missingMessage: 'Le nom du client est manquant.',
  },
  buyerBillingAddress: {
    id: 'buyerBillingAddress',
    law: `${l441}, ${cgi} I-1°`,
    missingMessage: "L'adresse de facturation du client est manquante.",
  },
  buyerDeliveryAddress: {
    id: 'buyerDeliveryAddress',
    law: `${l441} (réforme de la facturation électronique, 2026)`,
    missingMessage:
      "L'adresse de livraison du client est manquante : l'adresse de facturation sera imprimée à sa place.",
  },
  buyerSiren: {
    id: 'buyerSiren',
    law: `${l441} (réforme de la facturation électronique, 2026)`,
    missingMessage: 'Le numéro SIREN du client professionnel est manquant.',
  },
  buyerVatNumber: {
    id: 'buyerVatNumber',
    law: `${cgi} I-3° (livraison intracommunautaire)`,
    missingMessage: 'Le numéro de TVA intracommunautaire du client professionnel est manquant.',
  },
};

export interface LegalAddress {
  street?: string | null;
  zipcode?: string | null;
  city?: string | null;
}

export interface SellerLegalFacts {
  businessName?: string | null;
  legalForm?: string | null;
  capitalCents?: number | null;
  siret?: string | null;
  rcs?: string | null;
  vatNumber?: string | null;
  address?: LegalAddress | null;
  /** false: the shop is not liable to VAT (franchise en base), no VAT number is asked */
  hasVat?: boolean;
}

export interface BuyerLegalFacts {
  name?: string | null;
  isPro: boolean;
  siren?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  /** ISO 3166-1 alpha-2 of the billing address */
  country?: string | null;
  billingAddress?: LegalAddress | null;
  deliveryAddress?: LegalAddress | null;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
const addressFilled = (address: LegalAddress | null | undefined) =>
  !!address && filled(address.street) && filled(address.zipcode) && filled(address.city);

/** The mentions a bill or credit note of this seller to this buyer could not print, in print order. */
export function missingLegalMentions(seller: SellerLegalFacts, buyer: BuyerLegalFacts): LegalMention[] {
  const missing: LegalMentionId[] = [];
  if (!filled(seller.businessName)) missing.push('sellerName');
  if (!addressFilled(seller.address)) missing.push('sellerAddress');
  if (!filled(seller.siret)) missing.push('sellerSiren');
  if (!filled(seller.rcs)) missing.push('sellerRcs');
  if (!filled(seller.legalForm)) missing.push('sellerLegalForm');
  // a sole trader (EI) has no capital; a company does
  if (!seller.capitalCents && !/^(EI|EIRL|micro|auto)/i.test(seller.legalForm ?? ''))
    missing.push('sellerCapital');
  if (seller.hasVat !== false && !filled(seller.vatNumber)) missing.push('sellerVatNumber');
  if (!filled(buyer.name)) missing.push('buyerName');
  if (!addressFilled(buyer.billingAddress)) missing.push('buyerBillingAddress');
  if (!addressFilled(buyer.deliveryAddress)) missing.push('buyerDeliveryAddress');
  if (buyer.isPro) {
    if (!filled(buyer.siren) && !filled(buyer.siret) && (buyer.country ?? 'FR') === 'FR')
      missing.push('buyerSiren');
    if (!filled(buyer.vatNumber)) missing.push('buyerVatNumber');
  }
  return missing.map((id) => legalMentions[id]);
}

/** The category of operation printed since the 2026 reform: goods, services or both. */
export type OperationCategory = 'goods' | 'services' | 'both';

export function operationCategoryOf(lines: readonly { isService: boolean }[]): OperationCategory {
  const services = lines.filter((line) => line.isService).length;
  if (services === 0) return 'goods';
  return services === lines.length ? 'services' : 'both';
}

export const operationCategoryLabels: Record<OperationCategory, { fr: string; en: string }> = {
  goods: { fr: 'Livraison de biens', en: 'Supply of goods' },
  services: { fr: 'Prestation de services', en: 'Supply of services' },
  both: { fr: 'Livraison de biens et prestation de services', en: 'Supply of goods and services' },
};

/**
 * The payment mentions of C. com. L441-9 and L441-10 printed under the totals: late-payment penalty rate (three
 * times the legal interest rate unless the shop set a fixed rate), the 40 EUR recovery indemnity (D441-5,
 * professional buyers only), the early-payment discount terms (none granted unless the shop says so).
 */
export function paymentMentions(input: {
  isPro: boolean;
  lang: 'fr' | 'en';
  settings?: PaymentMentionSettings;
}): string[] {
  const texts = paymentMentionTexts(input.settings ?? defaultPaymentMentionSettings, input, input.lang);
  return [
    texts.latePenalty,
    ...(texts.recoveryIndemnity ? [texts.recoveryIndemnity] : []),
    texts.earlyDiscount,
  ];
}
