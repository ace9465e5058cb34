// What the outstandings, unpaids and reminders API answers (tag payments), as the API's schemas say (types only).
import type {
  mandateAnswer,
  outstandingAnswer,
  outstandingsSummaryAnswer,
  reminderAnswer,
  reminderPreviewAnswer,
  reminderSettingsAnswer,
  unpaidAnswer,
} from '@sarment/api';
import type { z } from 'zod';

export type OutstandingRow = z.output<typeof outstandingAnswer>;
export type OutstandingsSummary = z.output<typeof outstandingsSummaryAnswer>;
export type UnpaidRow = z.output<typeof unpaidAnswer>;
export type ReminderPreview = z.output<typeof reminderPreviewAnswer>;
export type ReminderSent = z.output<typeof reminderAnswer>;
export type ReminderSettings = z.output<typeof reminderSettingsAnswer>;
export type SepaMandate = z.output<typeof mandateAnswer>;
