// Payment types of spec §9, both readings. The spec names providers only by kind; Sarment's codes name the
// usual French providers for each kind (card provider: Stripe, online wallet: PayPal, card terminals: SumUp
// and Zettle).

/** spec §9, first reading (orders and the shop). */
export const paymentTypes = [
  'cb',
  'sample',
  'transfer',
  'bill',
  'stripe',
  'cash',
  'tips',
  'check',
  'ticket',
  'gift',
  'paypal',
  'credit',
  'other',
] as const;

/** spec §9, second reading (back-office list). */
export const backOfficePaymentTypes = [
  'stripe',
  'stripeSepa',
  'cb',
  'cbnc',
  'sample',
  'transfer',
  'bill',
  'cash',
  'tips',
  'check',
  'ticket',
  'gift',
  'paypal',
  'sumup',
  'zettle',
  'credit',
] as const;

export type PaymentType = (typeof paymentTypes)[number] | (typeof backOfficePaymentTypes)[number];

export const paymentTypeLabels: Readonly<Record<PaymentType, string>> = {
  cb: 'Carte bancaire',
  cbnc: 'Carte bancaire sans contact',
  sample: 'Prélèvement',
  transfer: 'Virement',
  bill: 'Lettre de change',
  stripe: 'Carte bancaire en ligne',
  stripeSepa: 'Prélèvement SEPA en ligne',
  cash: 'Espèces',
  tips: 'Pourboire',
  check: 'Chèque',
  ticket: 'Titre-restaurant',
  gift: 'Chèque cadeau',
  paypal: 'PayPal',
  sumup: 'Terminal SumUp',
  zettle: 'Terminal Zettle',
  credit: 'Avoir',
  other: 'Autre',
};
