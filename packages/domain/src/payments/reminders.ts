// Reminders (relances) of unpaid bills (issue 19): up to three levels, each sent at most once per bill, by hand
// or by the daily job when the bill is the level's number of days past due. Levels go up one at a time: a bill
// 60 days late that was never reminded gets level 1 first, level 2 on a later run.
import { emailDynamicFields } from '../reference/crm-lists.ts';
import { defaultLatePenaltyRateBp } from './late-penalty.ts';

export const reminderLevels = [1, 2, 3] as const;
export type ReminderLevel = (typeof reminderLevels)[number];

export interface ReminderLevelSettings {
  level: ReminderLevel;
  /** days past the due date from which the daily job sends this level */
  daysAfterDue: number;
  subject: string;
  body: string;
}

export interface ReminderSettings {
  /** the daily job sends reminders only when true; sending by hand works either way */
  automatic: boolean;
  /** yearly late-penalty rate in basis points (L441-10) */
  latePenaltyRateBp: number;
  levels: ReminderLevelSettings[];
}

export const reminderLevelLabels: Record<ReminderLevel, string> = {
  1: 'Première relance',
  2: 'Deuxième relance',
  3: 'Mise en demeure',
};

/** Dynamic fields a reminder may use: spec §3 e-mail fields plus the bill's due date, remaining amount and penalty. */
export const reminderDynamicFields = [
  ...emailDynamicFields.map(({ id, label, token }) => ({ id, label, token })),
  { id: 'dueDate', label: "Date d'échéance", token: '{{dueDate}}' },
  { id: 'remainingTtc', label: 'Reste à payer TTC', token: '{{remainingTtc}}' },
  { id: 'latePenalty', label: 'Pénalités de retard', token: '{{latePenalty}}' },
] as const;

const signature = '{{signature}}';

/** French default models per level (spec §3 dynamic fields between double braces). */
export const defaultReminderLevels: ReminderLevelSettings[] = [
  {
    level: 1,
    daysAfterDue: 7,
    subject: 'Facture {{documentNumber}} : rappel de paiement',
    body: `Bonjour {{clientFirstname}} {{clientLastname}},

Sauf erreur de notre part, la facture {{documentNumber}} d'un montant de {{orderAmountTtc}} TTC, échue le {{dueDate}}, reste impayée à ce jour : il reste {{remainingTtc}} à régler.

Si votre règlement est déjà parti, merci de ne pas tenir compte de ce message.

${signature}`,
  },
  {
    level: 2,
    daysAfterDue: 21,
    subject: 'Facture {{documentNumber}} : deuxième relance',
    body: `Bonjour {{clientFirstname}} {{clientLastname}},

Malgré notre premier rappel, la facture {{documentNumber}} échue le {{dueDate}} reste impayée : il reste {{remainingTtc}} à régler.

Nous vous remercions de procéder au règlement dans les meilleurs délais. Pénalités de retard à ce jour : {{latePenalty}}.

${signature}`,
  },
  {
    level: 3,
    daysAfterDue: 45,
    subject: 'Mise en demeure : facture {{documentNumber}}',
    body: `Bonjour {{clientFirstname}} {{clientLastname}},

Nos relances sont restées sans réponse : la facture {{documentNumber}} échue le {{dueDate}} reste impayée pour {{remainingTtc}}.

Nous vous mettons en demeure de régler cette somme sous huit jours. Conformément à l'article L441-10 du Code de commerce, des pénalités de retard ({{latePenalty}} à ce jour) et une indemnité forfaitaire pour frais de recouvrement de 40 € sont dues.

${signature}`,
  },
];

export const defaultReminderSettings: ReminderSettings = {
  automatic: false,
  latePenaltyRateBp: defaultLatePenaltyRateBp,
  levels: defaultReminderLevels,
};

/**
 * The level the daily job sends today: the one after the highest level already sent, once the bill is that
 * level's days past due and, after an earlier reminder, at least the gap between the two levels' days has passed
 * since it (level 1 at 7 days and level 2 at 21: level 2 comes 14 days after level 1, even when level 1 went out
 * late). The gap is at least a day, so a second run on the same day sends nothing. Null when nothing is due.
 */
export function nextReminderLevel(
  daysPastDue: number,
  highestSent: number,
  levels: readonly Pick<ReminderLevelSettings, 'level' | 'daysAfterDue'>[],
  daysSinceLastReminder: number | null = null,
): ReminderLevel | null {
  if (daysPastDue <= 0) return null;
  const next = levels.find((entry) => entry.level === highestSent + 1);
  if (!next || daysPastDue < next.daysAfterDue) return null;
  if (daysSinceLastReminder !== null) {
    const previous = levels.find((entry) => entry.level === highestSent);
    const gap = Math.max(1, next.daysAfterDue - (previous?.daysAfterDue ?? 0));
    if (daysSinceLastReminder < gap) return null;
  }
  return next.level;
}

/**
 * Replaces `{{field}}` by its value; a field without a value becomes empty text, an unknown token is left as
 * typed so the author sees the mistake.
 */
export function fillTemplate(
  template: string,
  values: Partial<Record<string, string | null | undefined>>,
): string {
  const known = new Set<string>(reminderDynamicFields.map((field) => field.id));
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (token, id: string) =>
    known.has(id) ? (values[id] ?? '') : token,
  );
}
