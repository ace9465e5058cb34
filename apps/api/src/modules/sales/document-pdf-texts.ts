// The printed words of a sales document's PDF, French by default and English with lang 'en', and how its money,
// rates and dates read in each language.
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';

export type PdfLanguage = 'fr' | 'en';

export const titles: Record<SalesDocumentKind, { fr: string; en: string }> = {
  quote: { fr: 'Devis', en: 'Quote' },
  bill: { fr: 'Facture', en: 'Invoice' },
  depositBill: { fr: "Facture d'acompte", en: 'Deposit invoice' },
  creditNote: { fr: 'Avoir', en: 'Credit note' },
  shipment: { fr: 'Bon de livraison', en: 'Delivery note' },
  sample: { fr: 'Bon de livraison (échantillons)', en: 'Delivery note (samples)' },
};

export const fileStems: Record<SalesDocumentKind, string> = {
  quote: 'devis',
  bill: 'facture',
  depositBill: 'facture-acompte',
  creditNote: 'avoir',
  shipment: 'bon-de-livraison',
  sample: 'bon-de-livraison-echantillons',
};

export const words = {
  fr: {
    draft: 'Brouillon (sans valeur de facture)',
    number: 'N°',
    issueDate: "Date d'émission",
    createdOn: 'Date',
    saleDate: 'Date de la vente / livraison',
    dueDate: "Date d'échéance",
    validUntil: "Valable jusqu'au",
    paymentTerms: 'Conditions de paiement',
    category: "Catégorie de l'opération",
    order: 'Commande',
    creditedBill: 'Facture rectifiée',
    seller: 'Vendeur',
    buyer: 'Client',
    billingAddress: 'Adresse de facturation',
    deliveryAddress: 'Adresse de livraison',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'N° TVA intracommunautaire',
    excise: "N° d'entrepositaire agréé",
    designation: 'Désignation',
    quantity: 'Qté',
    unitHt: 'PU HT',
    discount: 'Remise',
    vat: 'TVA',
    totalHt: 'Total HT',
    vatRate: 'Taux',
    base: 'Base HT',
    vatAmount: 'Montant TVA',
    totalVat: 'Total TVA',
    totalTtc: 'Total TTC',
    deposits: 'Acomptes versés',
    amountDue: 'Net à payer',
    amountCredited: 'Montant de l’avoir',
    exciseIncluded: 'Droits d’accises et cotisation sécurité sociale inclus dans les prix.',
    noVat: 'TVA non applicable, art. 293 B du CGI.',
    iban: 'Règlement par virement',
    page: 'Page',
    capital: 'au capital de',
    phone: 'Tél.',
    received: 'Reçu le … par … (signature)',
    notes: 'Notes',
    globalDiscount: 'Remise globale de {rate} appliquée à chaque ligne (incluse dans les totaux HT).',
  },
  en: {
    draft: 'Draft (not an invoice)',
    number: 'No.',
    issueDate: 'Issue date',
    createdOn: 'Date',
    saleDate: 'Date of sale / delivery',
    dueDate: 'Due date',
    validUntil: 'Valid until',
    paymentTerms: 'Payment terms',
    category: 'Category of operation',
    order: 'Order',
    creditedBill: 'Corrected invoice',
    seller: 'Seller',
    buyer: 'Customer',
    billingAddress: 'Billing address',
    deliveryAddress: 'Delivery address',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'VAT number',
    excise: 'Excise number',
    designation: 'Description',
    quantity: 'Qty',
    unitHt: 'Unit excl. VAT',
    discount: 'Discount',
    vat: 'VAT',
    totalHt: 'Total excl. VAT',
    vatRate: 'Rate',
    base: 'Base',
    vatAmount: 'VAT amount',
    totalVat: 'Total VAT',
    totalTtc: 'Total incl. VAT',
    deposits: 'Deposits paid',
    amountDue: 'Amount due',
    amountCredited: 'Amount credited',
    exciseIncluded: 'Excise duties and social security contribution included in the prices.',
    noVat: 'VAT not applicable, art. 293 B of the French tax code.',
    iban: 'Payment by bank transfer',
    page: 'Page',
    capital: 'with a share capital of',
    phone: 'Tel.',
    received: 'Received on … by … (signature)',
    notes: 'Notes',
    globalDiscount: 'Global discount of {rate} applied to every line (included in the totals excl. VAT).',
  },
} as const;
export type Words = Record<keyof (typeof words)['fr'], string>;

// PDFKit fonts have no narrow no-break space: Intl's French group separator becomes a no-break space
const nbsp = (value: string) => value.replace(/[\u202f]/g, '\u00a0');
const moneyFormats = {
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};
export const money = (lang: PdfLanguage, cents: number) => nbsp(moneyFormats[lang].format(cents / 100));
export const percentText = (lang: PdfLanguage, bp: number) =>
  nbsp(
    `${new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(bp / 100)} %`,
  );
export const dateText = (lang: PdfLanguage, iso: string | null) => {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-');
  return lang === 'fr' ? `${d}/${m}/${y}` : `${y}-${m}-${d}`;
};
// PDFKit copies the Info strings into the XMP unescaped and sizes that stream in UTF-16 units: ASCII without markup
export const asciiInfo = (value: string) =>
  value
    .replace(/[^\x20-\x7e]/g, (c) => {
      const base = c.normalize('NFD')[0] ?? '';
      return /^[\x20-\x7e]$/.test(base) ? base : '?';
    })
    .replace(/[<>&]/g, '+');

/** French typography puts a (no-break) space before a colon, English none. */
export const colonOf = (lang: PdfLanguage) => (lang === 'fr' ? '\u00a0:' : ':');
