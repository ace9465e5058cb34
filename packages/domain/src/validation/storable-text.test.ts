import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages.ts';
import { emailSchema, stringSchema } from './schemas.ts';
import { findUnstorableText, isStorableText } from './storable-text.ts';

// An oracle that shares nothing with the rule: encodeURIComponent throws on a lone surrogate.
const storable = (text: string) => {
  if (text.includes('\u0000')) return false;
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

// code units biased towards the troublesome ones, so most trees hold some
const codeUnit = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '😀', 'a', 'é'),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
);
const text = fc.string({ unit: codeUnit, maxLength: 6 });
const { tree } = fc.letrec((self) => ({
  tree: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(self('tree'), { maxLength: 4 }),
    fc.dictionary(text, self('tree'), { maxKeys: 4 }),
  ),
}));

/** Every text of a tree, keys included. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [key, ...texts(item)]);
  return [];
}

describe('text PostgreSQL can store (issue 14)', () => {
  it('isStorableText refuses a NUL and a lone surrogate, keeps whole emoji and accents', () => {
    expect(isStorableText('Crémant 🍾')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('\ud83d\ude00'.slice(0, 1))).toBe(false);
    fc.assert(fc.property(text, (value) => isStorableText(value) === storable(value)));
  });

  it('findUnstorableText finds something exactly when some text or key of the tree is unstorable', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const found = findUnstorableText(value);
        expect(found === null).toBe(texts(value).every(storable));
      }),
      { numRuns: 500 },
    );
  });

  it('names the path of the unstorable text', () => {
    expect(findUnstorableText({ tabs: [{ name: 'ok' }, { name: 'a\u0000' }] })).toBe('tabs.1.name');
    expect(findUnstorableText({ header: { 'x\ud800': 1 } })).toBe('header.x\ufffd');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ clean: ['a', 1, null, { b: true }] })).toBeNull();
  });

  it('walks a very deep body without overflowing the stack, and does not enter a Buffer-like object', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^(0\.)+0$/);
    expect(findUnstorableText(new Uint8Array([0, 0]))).toBeNull();
  });

  it('the shared text schemas say it in French, so forms show it too', () => {
    for (const schema of [stringSchema, emailSchema]) {
      const result = schema.safeParse('Domaine\u0000@vigne.fr');
      expect(result.error?.issues[0]?.message).toBe(validationMessages.unstorableText);
    }
    expect(validationMessages.unstorableText).toBe('Le texte contient des caractères non autorisés.');
  });
});
