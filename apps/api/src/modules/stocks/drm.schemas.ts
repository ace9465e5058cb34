import { drmEntryKinds, drmExitKinds } from '@sarment/domain/stocks/drm';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';

export const drmMonth = z
  .string('Le mois est obligatoire (AAAA-MM).')
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Le mois doit être au format AAAA-MM.')
  .describe('The month of the return, YYYY-MM (Paris time)');

export const drmQuery = z.object({ month: drmMonth });
export const drmExportQuery = z.object({ month: drmMonth, format: exportFormat });

const hectolitres = z.number().describe('hl, rounded half up to 4 decimals from exact millilitres');

export const drmLineAnswer = z.object({
  category: z.string().describe('spec §3 excise code: W200, W300, I000, S200...'),
  label: z.string(),
  opening: hectolitres,
  entries: hectolitres,
  exits: hectolitres,
  closing: hectolitres,
  openingHlap: hectolitres,
  entriesHlap: hectolitres,
  exitsHlap: hectolitres,
  closingHlap: hectolitres,
  entriesByKind: z.object(
    Object.fromEntries(drmEntryKinds.map((k) => [k, hectolitres])) as Record<
      (typeof drmEntryKinds)[number],
      typeof hectolitres
    >,
  ),
  exitsByKind: z.object(
    Object.fromEntries(drmExitKinds.map((k) => [k, hectolitres])) as Record<
      (typeof drmExitKinds)[number],
      typeof hectolitres
    >,
  ),
  exciseCents: z
    .number()
    .int()
    .nullable()
    .describe('duty due on the month’s taxable exits; null without rates'),
  socialSecurityLevyCents: z.number().int().nullable().describe('CSS art. L245-9 due; null without rates'),
});
export type DrmLineAnswer = z.output<typeof drmLineAnswer>;
