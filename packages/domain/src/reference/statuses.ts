// Statuses of spec §4 with their French labels and colour groups. Transitions are not in the spec.
import type { SalesDocumentStatus } from '../sales/document-flow.ts';

/** spec §9 status colours; orange is the fallback ("else orange"). */
export const statusColors = {
  blue: '#219EBC',
  red: '#d0312d',
  grey: '#ABB5C9',
  lightBlue: '#a4d1d0',
  orange: '#FB8500',
} as const;

/** spec §4: waiting (grey), online / in progress (light blue), finished (blue), cancel (red), error (orange). */
export const statusGroups = ['waiting', 'online', 'finished', 'cancel', 'error'] as const;
export type StatusGroup = (typeof statusGroups)[number];

export const statusGroupColors: Readonly<Record<StatusGroup, string>> = {
  waiting: statusColors.grey,
  online: statusColors.lightBlue,
  finished: statusColors.blue,
  cancel: statusColors.red,
  error: statusColors.orange,
};

export interface StatusInfo {
  readonly label: string;
  readonly group: StatusGroup;
}

export const orderStatuses = [
  'draft',
  'pending',
  'validated',
  'refused',
  'cancelled',
  'aborted',
  'expired',
  'invoiced',
  'error',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const deliveryStatuses = [
  'pending',
  'preparation',
  'pendingPickup',
  'pickup',
  'transit',
  'partiallyDelivered',
  'partiallyReturned',
  'delivered',
  'returned',
  'error',
  'exception',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const paymentStatuses = [
  'pending',
  'setup',
  'processing',
  'requiresAction',
  'paid',
  'partial',
  'missing',
  'refunded',
  'error',
  'cancelled',
  'scheduled',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const creditStatuses = ['full', 'partial', 'empty', 'cancelled'] as const;
export type CreditStatus = (typeof creditStatuses)[number];

export const legalDocumentStatuses = [
  'pending',
  'generated',
  'processing',
  'incomplete',
  'completed',
  'rejected',
  'cancelled',
  'error',
] as const;
export type LegalDocumentStatus = (typeof legalDocumentStatuses)[number];

export const importStatuses = ['pending', 'processing', 'completed', 'reverted', 'error'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const sepaMandateStatuses = ['pending', 'processing', 'completed', 'error'] as const;
export type SepaMandateStatus = (typeof sepaMandateStatuses)[number];

export const productStatuses = ['online', 'paused', 'outofstock', 'closed'] as const;
export type ProductStatus = (typeof productStatuses)[number];

const info = (label: string, group: StatusGroup): StatusInfo => ({ label, group });

/** Every status family of spec §4, keyed by status, with its French label and colour group. */
export const statusInfo = {
  order: {
    draft: info('Brouillon', 'waiting'),
    pending: info('En attente', 'waiting'),
    validated: info('Validée', 'online'),
    refused: info('Refusée', 'cancel'),
    cancelled: info('Annulée', 'cancel'),
    aborted: info('Abandonnée', 'cancel'),
    expired: info('Expirée', 'cancel'),
    invoiced: info('Facturée', 'finished'),
    error: info('Erreur', 'error'),
  },
  delivery: {
    pending: info('En attente', 'waiting'),
    preparation: info('En préparation', 'online'),
    pendingPickup: info("En attente d'enlèvement", 'waiting'),
    pickup: info('Enlevée', 'online'),
    transit: info('En transit', 'online'),
    partiallyDelivered: info('Partiellement livrée', 'error'),
    partiallyReturned: info('Partiellement retournée', 'error'),
    delivered: info('Livrée', 'finished'),
    returned: info('Retournée', 'cancel'),
    error: info('Erreur', 'error'),
    exception: info('Incident', 'error'),
  },
  payment: {
    pending: info('En attente', 'waiting'),
    setup: info('En préparation', 'waiting'),
    processing: info('En cours', 'online'),
    requiresAction: info('Action requise', 'error'),
    paid: info('Payé', 'finished'),
    partial: info('Partiellement payé', 'error'),
    missing: info('Manquant', 'error'),
    refunded: info('Remboursé', 'cancel'),
    error: info('Erreur', 'error'),
    cancelled: info('Annulé', 'cancel'),
    scheduled: info('Programmé', 'waiting'),
  },
  credit: {
    full: info('Disponible', 'waiting'),
    partial: info('Partiellement utilisé', 'online'),
    empty: info('Utilisé', 'finished'),
    cancelled: info('Annulé', 'cancel'),
  },
  legalDocument: {
    pending: info('En attente', 'waiting'),
    generated: info('Généré', 'online'),
    processing: info('En cours', 'online'),
    incomplete: info('Incomplet', 'error'),
    completed: info('Terminé', 'finished'),
    rejected: info('Rejeté', 'cancel'),
    cancelled: info('Annulé', 'cancel'),
    error: info('Erreur', 'error'),
  },
  import: {
    pending: info('En attente', 'waiting'),
    processing: info('En cours', 'online'),
    completed: info('Terminé', 'finished'),
    reverted: info('Annulé', 'cancel'),
    error: info('Erreur', 'error'),
  },
  sepaMandate: {
    pending: info('En attente', 'waiting'),
    processing: info('En cours', 'online'),
    completed: info('Actif', 'finished'),
    error: info('Erreur', 'error'),
  },
  /** quotes, bills, deposit bills, credit notes (issue 18, packages/domain/src/sales/README.md) */
  salesDocument: {
    draft: info('Brouillon', 'waiting'),
    sent: info('Envoyé', 'online'),
    accepted: info('Accepté', 'finished'),
    refused: info('Refusé', 'cancel'),
    expired: info('Expiré', 'cancel'),
    issued: info('Émis', 'finished'),
    cancelled: info('Annulé', 'cancel'),
  },
  product: {
    online: info('En ligne', 'online'),
    paused: info('En pause', 'waiting'),
    outofstock: info('Rupture de stock', 'error'),
    closed: info('Fermé', 'cancel'),
  },
} as const satisfies {
  order: Record<OrderStatus, StatusInfo>;
  delivery: Record<DeliveryStatus, StatusInfo>;
  payment: Record<PaymentStatus, StatusInfo>;
  credit: Record<CreditStatus, StatusInfo>;
  legalDocument: Record<LegalDocumentStatus, StatusInfo>;
  import: Record<ImportStatus, StatusInfo>;
  sepaMandate: Record<SepaMandateStatus, StatusInfo>;
  product: Record<ProductStatus, StatusInfo>;
  salesDocument: Record<SalesDocumentStatus, StatusInfo>;
};

export type StatusFamily = keyof typeof statusInfo;

/**
 * Label, group and colour of a status; an unknown status (e.g. a new server value) falls back to orange.
 * Example: `describeStatus('order', 'invoiced')` is { label: 'Facturée', group: 'finished', color: '#219EBC' }.
 */
export function describeStatus(
  family: StatusFamily,
  status: string,
): { label: string; group: StatusGroup | null; color: string } {
  const known: Readonly<Record<string, StatusInfo>> = statusInfo[family];
  const found = Object.hasOwn(known, status) ? known[status] : undefined;
  if (!found) return { label: status, group: null, color: statusColors.orange };
  return { label: found.label, group: found.group, color: statusGroupColors[found.group] };
}

/** Notification seen state (spec §4). */
export const notificationStates = ['seen', 'unseen'] as const;
export type NotificationState = (typeof notificationStates)[number];
