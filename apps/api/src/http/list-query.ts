// The query of every back-office list (contract "Back office: API conventions"): `search`, `page` (from 1),
// `pageSize` (≤ 100), `sort` (`field` or `-field` from the resource's whitelist) and the area's filters, each a
// comma list. One factory, so every area answers the same words for the same mistakes.
import { z } from 'zod';

export const LIST_PAGE_SIZE_DEFAULT = 25;
export const LIST_PAGE_SIZE_MAX = 100;

export const listMessages = {
  pageSize: `La taille de page doit être comprise entre 1 et ${LIST_PAGE_SIZE_MAX}.`,
  page: 'Le numéro de page doit être un entier à partir de 1.',
  search: 'La recherche ne doit pas dépasser 100 caractères.',
  sort: (fields: readonly string[]) =>
    `Le tri demandé n'existe pas : choisissez parmi ${fields.join(', ')} (précédé de - pour l'ordre inverse).`,
  filterValue: (name: string, allowed: readonly string[]) =>
    `Le filtre ${name} n'accepte que : ${allowed.join(', ')}.`,
  filterLength: (name: string) => `Le filtre ${name} contient trop de valeurs.`,
} as const;

export interface ListSort<Field extends string> {
  field: Field;
  descending: boolean;
}

/** `-price` is { field: 'price', descending: true }; undefined when the field is not in the whitelist. */
export function parseSort<Field extends string>(
  text: string,
  fields: readonly Field[],
): ListSort<Field> | undefined {
  const descending = text.startsWith('-');
  const field = (descending ? text.slice(1) : text).trim();
  return (fields as readonly string[]).includes(field) ? { field: field as Field, descending } : undefined;
}

/** A sort parameter checked against its whitelist, parsed into { field, descending }. */
export const sortParam = <Field extends string>(fields: readonly Field[], fallback: ListSort<Field>) =>
  z
    .string()
    .max(50)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return fallback;
      const sort = parseSort(text, fields);
      if (sort) return sort;
      ctx.addIssue({ code: 'custom', message: listMessages.sort(fields) });
      return z.NEVER;
    })
    .describe(`\`field\` or \`-field\` (descending), field among: ${fields.join(', ')}`);

/** `a,b` (or `?x=a&x=b`) as ['a', 'b']: blanks dropped; with `allowed`, any other value is refused. */
export function commaList<Value extends string = string>(
  name: string,
  options: { allowed?: readonly Value[]; maxLength?: number } = {},
) {
  const maxLength = options.maxLength ?? 100;
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const values = [raw]
        .flat()
        .flatMap((part) => part.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== '');
      if (values.length > 50 || values.some((value) => value.length > maxLength)) {
        ctx.addIssue({ code: 'custom', message: listMessages.filterLength(name) });
        return z.NEVER;
      }
      const { allowed } = options;
      if (allowed && values.some((value) => !(allowed as readonly string[]).includes(value))) {
        ctx.addIssue({ code: 'custom', message: listMessages.filterValue(name, allowed) });
        return z.NEVER;
      }
      return values.length ? (values as Value[]) : undefined;
    })
    .describe(options.allowed ? `comma list among: ${options.allowed.join(', ')}` : 'comma list');
}

/** The paging and search fields every list takes. */
export const listPagingFields = {
  search: z.string().trim().max(100, listMessages.search).optional(),
  page: z.coerce
    .number(listMessages.page)
    .int(listMessages.page)
    .min(1, listMessages.page)
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number(listMessages.pageSize)
    .int(listMessages.pageSize)
    .min(1, listMessages.pageSize)
    .max(LIST_PAGE_SIZE_MAX, listMessages.pageSize)
    .default(LIST_PAGE_SIZE_DEFAULT),
};

/**
 * The query schema of a back-office list: paging, search, sort from `sort.fields` (default `sort.fallback`) and
 * the area's filters (usually `commaList`s).
 * @example listQuery({ sort: { fields: ['name', 'price'], fallback: { field: 'name', descending: false } },
 *   filters: { status: commaList('status', { allowed: productStatuses }) } })
 */
export function listQuery<Field extends string, Filters extends z.ZodRawShape>(options: {
  sort: { fields: readonly Field[]; fallback: ListSort<Field> };
  filters: Filters;
}) {
  return z.object({
    ...listPagingFields,
    sort: sortParam(options.sort.fields, options.sort.fallback),
    ...options.filters,
  });
}

/** The rows of one page: `{ limit, offset }` of `page` (from 1) and `pageSize`. */
export const pageWindow = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});
