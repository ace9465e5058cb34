// The sales documents of a shop and the life of each (issue 18, spec §1 Sales, §4 statuses). Read README.md.

/** Kinds kept in the document table; shop and back-office orders are `orders` rows (see README.md). */
export const salesDocumentKinds = [
  'quote',
  'bill',
  'depositBill',
  'creditNote',
  'sample',
  'shipment',
] as const;
export type SalesDocumentKind = (typeof salesDocumentKinds)[number];

export const salesDocumentStatuses = [
  'draft',
  'sent',
  'accepted',
  'refused',
  'expired',
  'issued',
  'cancelled',
] as const;
export type SalesDocumentStatus = (typeof salesDocumentStatuses)[number];

export const salesDocumentActions = ['issue', 'accept', 'refuse', 'expire', 'cancel'] as const;
export type SalesDocumentAction = (typeof salesDocumentActions)[number];

type Transitions = Partial<
  Record<SalesDocumentStatus, Partial<Record<SalesDocumentAction, SalesDocumentStatus>>>
>;

// A quote is "sent" when issued (it gets its number then); a bill, deposit bill, credit note, sample delivery
// note or shipment is "issued". Nothing leaves issued by an action: a bill is corrected by a credit note.
const quoteFlow: Transitions = {
  draft: { issue: 'sent', cancel: 'cancelled' },
  sent: { accept: 'accepted', refuse: 'refused', expire: 'expired' },
};
const issuedFlow: Transitions = { draft: { issue: 'issued', cancel: 'cancelled' } };

const flows: Record<SalesDocumentKind, Transitions> = {
  quote: quoteFlow,
  bill: issuedFlow,
  depositBill: issuedFlow,
  creditNote: issuedFlow,
  sample: issuedFlow,
  shipment: issuedFlow,
};

/** The status an action leads to, or null when the flow refuses it. Example: quote sent + accept → 'accepted'. */
export function nextDocumentStatus(
  kind: SalesDocumentKind,
  status: SalesDocumentStatus,
  action: SalesDocumentAction,
): SalesDocumentStatus | null {
  return flows[kind][status]?.[action] ?? null;
}

/** Only a draft is edited or deleted: an issued document is frozen (CGI art. 242 nonies A). */
export function isDocumentEditable(status: SalesDocumentStatus): boolean {
  return status === 'draft';
}

const kindNames: Record<SalesDocumentKind, string> = {
  quote: 'ce devis',
  bill: 'cette facture',
  depositBill: "cette facture d'acompte",
  creditNote: 'cet avoir',
  sample: 'cet échantillon',
  shipment: 'ce bon de livraison',
};

const actionNames: Record<SalesDocumentAction, string> = {
  issue: 'émettre',
  accept: 'accepter',
  refuse: 'refuser',
  expire: 'faire expirer',
  cancel: 'annuler',
};

/** French refusal of an illegal transition. Example: 'Impossible d'accepter ce devis : son statut est « brouillon ».' */
export function refusedTransitionMessage(
  kind: SalesDocumentKind,
  status: SalesDocumentStatus,
  action: SalesDocumentAction,
): string {
  const verb = actionNames[action];
  const elided = /^[aeéiou]/.test(verb) ? `d'${verb}` : `de ${verb}`;
  return `Impossible ${elided} ${kindNames[kind]} : son statut est « ${statusNames[status]} ».`;
}

/** French message when an issued document is edited or deleted. */
export function frozenDocumentMessage(kind: SalesDocumentKind): string {
  return `Impossible de modifier ou supprimer ${kindNames[kind]} : un document émis ne change plus (corrigez une facture par un avoir).`;
}

const statusNames: Record<SalesDocumentStatus, string> = {
  draft: 'brouillon',
  sent: 'envoyé',
  accepted: 'accepté',
  refused: 'refusé',
  expired: 'expiré',
  issued: 'émis',
  cancelled: 'annulé',
};
