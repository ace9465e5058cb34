// The e-mail that carries a sales document (issue 18, spec §3 "Email dynamic fields": client first and last
// name, shop name, business name, legal name, own email, phone, document number, order amount incl. tax,
// signature). A model is a subject and a body with `{{field}}` placeholders, filled when the document is sent.
import type { SalesDocumentKind } from './document-flow.ts';

export const documentMailFields = [
  'clientFirstname',
  'clientLastname',
  'shopName',
  'businessName',
  'legalName',
  'ownEmail',
  'phone',
  'documentNumber',
  'amountTTC',
  'signature',
] as const;
export type DocumentMailField = (typeof documentMailFields)[number];
export type DocumentMailValues = Readonly<Record<DocumentMailField, string>>;

/** French names of the fields, for the model editor's help. */
export const documentMailFieldLabels: Readonly<Record<DocumentMailField, string>> = {
  clientFirstname: 'Prénom du client',
  clientLastname: 'Nom du client',
  shopName: 'Nom de la boutique',
  businessName: 'Nom commercial',
  legalName: 'Raison sociale',
  ownEmail: 'Votre e-mail',
  phone: 'Téléphone',
  documentNumber: 'Numéro du document',
  amountTTC: 'Montant TTC',
  signature: 'Signature',
};

export interface DocumentMailModel {
  readonly subject: string;
  readonly body: string;
}

const documentNames: Readonly<Record<SalesDocumentKind, string>> = {
  quote: 'devis',
  bill: 'facture',
  depositBill: "facture d'acompte",
  creditNote: 'avoir',
  sample: "bon de livraison d'échantillons",
  shipment: 'bon de livraison',
};

/** The French model of a kind until the shop saves its own. */
export function defaultDocumentMailModel(kind: SalesDocumentKind): DocumentMailModel {
  const name = documentNames[kind];
  return {
    subject: `{{shopName}} : votre ${name} {{documentNumber}}`,
    body:
      'Bonjour {{clientFirstname}} {{clientLastname}},\n\n' +
      `Veuillez trouver ci-joint votre ${name} {{documentNumber}} d'un montant de {{amountTTC}} TTC.\n\n` +
      'Nous restons à votre disposition au {{phone}} ou à {{ownEmail}}.\n\n' +
      'Bien cordialement,\n{{signature}}',
  };
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Fills the `{{field}}` placeholders of a text; an unknown field is left as typed so a typo shows in the
 * preview instead of vanishing. Example: `fillMailTemplate('Bonjour {{clientFirstname}}', values)` is
 * 'Bonjour Claire'.
 */
export function fillMailTemplate(text: string, values: DocumentMailValues): string {
  return text.replace(placeholder, (whole, field: string) =>
    (documentMailFields as readonly string[]).includes(field) ? values[field as DocumentMailField] : whole,
  );
}

/** French amount for the mail: 1234.5 → '1 234,50 €' (narrow no-break space as thousands separator). */
export function mailAmount(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The signature when the shop has none: the shop's name, its phone and e-mail on their own lines. */
export function defaultSignature(
  values: Pick<DocumentMailValues, 'shopName' | 'phone' | 'ownEmail'>,
): string {
  return [values.shopName, values.phone, values.ownEmail].filter(Boolean).join('\n');
}

/** A French number as people write it: '+33386421810' → '03 86 42 18 10'; another country's stays as stored. */
export function mailPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const french = /^\+33(\d{9})$/.exec(phone.replace(/\s/g, ''));
  if (!french) return phone;
  return `0${french[1]}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}
