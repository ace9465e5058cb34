import { z } from 'zod';

export const clientParams = z.object({ userId: z.string().min(1).max(100) });

export const clientTypologyBody = z
  .object({
    typology: z
      .string()
      .trim()
      .min(1, 'Veuillez choisir une typologie.')
      .max(50)
      .describe("the key of one of the shop's typologies (GET /v1/tarifs/typologies)"),
  })
  .strict();

/** A buyer as the shop that answers them sees them: the display name of spec §3 and their typology there. */
export const clientTypologyAnswer = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  typology: z.string().nullable().describe('null: not given yet (the public prices apply)'),
});

export type ClientTypologyAnswer = z.infer<typeof clientTypologyAnswer>;
