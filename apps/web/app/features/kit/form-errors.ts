// Field messages of a back-office form: the domain's zod rules (spec §5 French messages) checked as the user
// types, and the API's own refusal (400/422 with `errors[]`) placed under the fields it names.
import type { z } from 'zod';
// zod's own messages in French (issue 14), as the API answers them
import '@sarment/domain/validation/zod-french';

/** Messages by field path ('formats.0.prices.1.amount'), the first one of each path. */
export type FieldErrors = Readonly<Record<string, string>>;

export const fieldPath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** The first spec §5 message of a value against a schema; undefined when it passes. */
export function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every field's first message of a value against a schema; {} when it passes. */
export function fieldErrors(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = fieldPath(issue.path);
    errors[key] ??= issue.message;
  }
  return errors;
}

interface ServerIssue {
  path?: unknown;
  message?: unknown;
}

/**
 * The fields an API refusal names: a 400 of schema validation or a 422 answers `errors: [{path, message}]`
 * (path dotted, or a list). Example: `{errors: [{path: 'formats.0.unityValue', message: '...'}]}` marks that field.
 */
export function serverFieldErrors(status: number, data: unknown): FieldErrors {
  if (status !== 400 && status !== 422) return {};
  const issues = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(issues)) return {};
  const errors: Record<string, string> = {};
  for (const issue of issues as ServerIssue[]) {
    if (typeof issue?.message !== 'string') continue;
    const path = Array.isArray(issue.path) ? fieldPath(issue.path) : issue.path;
    if (typeof path !== 'string' || path === '') continue;
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Whether a field or one of its parts has a message: `hasErrorUnder(errors, 'formats.0')` marks a format's tab. */
export function hasErrorUnder(errors: FieldErrors, prefix: string): boolean {
  return Object.keys(errors).some((key) => key === prefix || key.startsWith(`${prefix}.`));
}
