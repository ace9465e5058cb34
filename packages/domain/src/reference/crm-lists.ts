// spec §3 Reference lists: task activities and priorities, label colours, e-mail dynamic fields.
import type { ReferenceItem } from './catalogue-lists.ts';

export const taskActivities = [
  { id: 'customEmail', label: 'E-mail personnalisé' },
  { id: 'orderPreparation', label: 'Préparation de commande' },
  { id: 'customPhone', label: 'Appel personnalisé' },
  { id: 'customMeeting', label: 'Rendez-vous personnalisé' },
  { id: 'tasting', label: 'Dégustation' },
  { id: 'visit', label: 'Visite' },
  { id: 'tour', label: 'Tournée' },
  { id: 'animation', label: 'Animation' },
  { id: 'salon', label: 'Salon' },
  { id: 'breakfast', label: 'Petit-déjeuner' },
  { id: 'other', label: 'Autre' },
] as const satisfies readonly ReferenceItem[];
export type TaskActivity = (typeof taskActivities)[number]['id'];

export const taskPriorities = [
  { id: 'low', label: 'Basse' },
  { id: 'medium', label: 'Moyenne' },
  { id: 'high', label: 'Haute' },
] as const satisfies readonly ReferenceItem[];
export type TaskPriority = (typeof taskPriorities)[number]['id'];

/** spec §3: the 11 colours offered for labels (tags). */
export const labelColorPalette = [
  '#219EBC',
  '#8ECAE6',
  '#023047',
  '#FFB703',
  '#FB8500',
  '#d0312d',
  '#a4d1d0',
  '#2A9D8F',
  '#6A4C93',
  '#E76F51',
  '#ABB5C9',
] as const;

export interface EmailDynamicField extends ReferenceItem {
  /** Placeholder written in an e-mail template and replaced when the e-mail is sent. */
  readonly token: string;
}

const field = (id: string, label: string): EmailDynamicField => ({ id, label, token: `{{${id}}}` });

/** spec §3 e-mail dynamic fields. */
export const emailDynamicFields: readonly EmailDynamicField[] = [
  field('clientFirstname', 'Prénom du client'),
  field('clientLastname', 'Nom du client'),
  field('shopName', 'Nom de la boutique'),
  field('businessName', "Nom de l'entreprise"),
  field('legalName', 'Raison sociale'),
  field('ownEmail', 'Votre e-mail'),
  field('phone', 'Téléphone'),
  field('documentNumber', 'Numéro du document'),
  field('orderAmountTtc', 'Montant de la commande TTC'),
  field('signature', 'Signature'),
];
