// The shop's activity log (issue 16): who did what, when, with the fields that changed, before and after.

/** What was done to a resource; areas add theirs here (the log's column is plain text). */
export const activityActions = ['created', 'updated', 'deleted', 'duplicated', 'statusChanged'] as const;
export type ActivityAction = (typeof activityActions)[number];

/** A field that changed: its value before and after (null when it did not exist). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Fields = Readonly<Record<string, unknown>>;

/** JSON equality: key order in objects does not count, array order does. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // undefined and null both mean "no value"
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const left = a as Fields;
  const right = b as Fields;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/**
 * The top-level fields whose value differs between two states, in the order they first appear; a state that
 * does not exist (creation, deletion) is null, and then every field of the other one counts.
 * Example: `diffFields({ name: 'A', price: 1 }, { name: 'A', price: 2 })` is `[{ field: 'price', before: 1, after: 2 }]`.
 */
export function diffFields(before: Fields | null, after: Fields | null): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((field) => {
    const old = before?.[field] ?? null;
    const next = after?.[field] ?? null;
    return sameValue(old, next) ? [] : [{ field, before: old, after: next }];
  });
}

/** The changes split into the two halves the log stores: only the changed fields of each side. */
export function changedHalves(changes: readonly FieldChange[]): {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
} {
  return {
    before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
    after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
  };
}
