// What a shop's settings read as before the owner saved anything, and where each tab's extra data lives.
import type { Shop } from '@sarment/db';
import { defaultPipelineStages, readPipelineStages } from '@sarment/domain/crm/pipeline';
import { type BillingNumbering, defaultBillingNumbering } from '@sarment/domain/sales/document-number';
import { defaultPaymentMentionSettings } from '@sarment/domain/sales/payment-mentions';
import type { BillingBody, SectionName } from './settings.schemas.ts';

/**
 * Tabs without a table of their own (billing extras, products defaults, match grids, document templates,
 * accounting codes, crm, campaigns, iframes) are stored as documents under `shops.settings.sections`. Promotion
 * codes have their table and resource (/v1/promo-codes) since issue 16.
 */
export interface StoredSections {
  billing?: Omit<BillingBody, 'banks' | 'paymentsList'>;
  products?: { defaultFormats: string[]; packings: { name: string; quantity: number }[] };
  [name: string]: unknown;
}

export const defaultBilling: Omit<BillingBody, 'banks' | 'paymentsList' | 'numbering'> = {
  paymentDelays: ['atOrder', 'days30'],
  defaultPaymentDelay: 'atOrder',
  legalFooter: '',
  paymentMentions: defaultPaymentMentionSettings,
};

/** The billing tab's numbering as read: the owner's non-empty prefixes, else the ones documents really get. */
export function readNumbering(
  shopCode: string,
  stored: Partial<BillingNumbering> | undefined,
): BillingNumbering {
  const chosen = Object.entries(stored ?? {}).filter(
    ([, prefix]) => typeof prefix === 'string' && prefix.trim(),
  );
  return { ...defaultBillingNumbering(shopCode), ...Object.fromEntries(chosen) };
}

export const defaultSections: Record<Exclude<SectionName, 'products'>, unknown> & {
  products: { defaultFormats: string[]; packings: { name: string; quantity: number }[] };
} = {
  products: { defaultFormats: ['Bouteille 75 cl'], packings: [{ name: 'Carton de 6', quantity: 6 }] },
  matchGrids: { grids: {} },
  documents: { quote: '', bill: '', deliveryNote: '' },
  accounting: { codes: [] },
  crm: { defaultPipe: 'Prospect', receptionEmails: [], stages: defaultPipelineStages },
  campaigns: { senderName: '', replyTo: null },
  iframes: { allowedOrigins: [] },
};

export function storedSections(shop: Shop): StoredSections {
  return ((shop.settings as unknown as { sections?: StoredSections }).sections ?? {}) as StoredSections;
}

/** The shop settings with one stored section replaced (the rest of the settings kept as they are). */
export function withSection(shop: Shop, name: string, value: unknown): Shop['settings'] {
  const sections = { ...storedSections(shop), [name]: value };
  return { ...shop.settings, sections } as Shop['settings'];
}

/**
 * The CRM tab as read: its reception list, or the single address stored before the list existed, or else the
 * shop's contact address (the list needs one).
 */
export function readCrmSection(stored: unknown, contactEmail: string | null) {
  const crm = (stored ?? {}) as {
    defaultPipe?: string;
    receptionEmail?: string | null;
    receptionEmails?: string[];
    stages?: unknown;
  };
  const single = crm.receptionEmail ?? contactEmail;
  return {
    defaultPipe: crm.defaultPipe ?? 'Prospect',
    receptionEmails: crm.receptionEmails ?? (single ? [single] : []),
    // issue 17: the opportunity board's stages, the default list until the owner saves their own
    stages: readPipelineStages(crm.stages),
  };
}
