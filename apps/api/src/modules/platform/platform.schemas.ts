import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const unhealthySchema = z.object({ status: z.literal('unavailable') });

/** spec §3 Maintenance, §7 GET /v1/maintenances: what the web app shows now. */
export const maintenanceStateSchema = z.object({
  banner: z.boolean().describe('show the banner: planned date and end time'),
  page: z.boolean().describe('block the app with the maintenance page until endDate'),
  startDate: z.string().nullable().describe('ISO 8601'),
  endDate: z.string().nullable().describe('ISO 8601'),
  message: z.string().nullable(),
  image: z.string().nullable().describe('full-screen image of the page; null: the default one'),
});
