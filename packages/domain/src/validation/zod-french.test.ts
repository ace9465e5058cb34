import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema, validationMessages } from './index.ts';

// The forms and the API validate with the domain's zod: its own messages are French once the area is loaded.
describe("zod's messages in French (issue 14)", () => {
  it('a wrong type, a missing field, an unknown key and a size read in French', () => {
    const form = z.strictObject({ ids: z.array(z.string()), name: z.string().min(2) });
    const messages = (value: unknown) => form.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ ids: 'ntf_1', name: 'ab' })).toEqual([
      'Entrée invalide : tableau attendu, chaîne de caractères reçu',
    ]);
    expect(messages({ ids: [], name: 'a', extra: 1 })).toEqual([
      'Trop petit : chaîne de caractères doit avoir >=2 caractères',
      'Clé non reconnue : "extra"',
    ]);
    expect(messages({ ids: [] })).toEqual(['Entrée invalide : chaîne de caractères attendu, indéfini reçu']);
  });

  it("the spec's own messages stay those of the domain (spec §5)", () => {
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe(validationMessages.email);
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(validationMessages.needed);
  });
});
