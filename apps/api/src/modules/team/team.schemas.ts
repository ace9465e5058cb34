// /v1/collaborators (team area): the shapes agreed with the web (/tmp/prompts/team-shape.md, README.md here).
import { permissions } from '@sarment/domain/access';
import { emailSchema, optionalField, telephoneSchema } from '@sarment/domain/validation';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const collaboratorStatuses = ['invited', 'active'] as const;
export type CollaboratorStatus = (typeof collaboratorStatuses)[number];

export const collaboratorSortFields = ['name', 'email', 'jobTitle', 'createdAt', 'lastLoginAt'] as const;
export type CollaboratorSortField = (typeof collaboratorSortFields)[number];

const iso = z.string().describe('ISO 8601');
const permissionName = z.enum(permissions, 'Ce droit n’existe pas.');

export const collaboratorAnswer = z.object({
  id: z.string().describe("the user's id (usr_…)"),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  name: z.string().describe('spec §3 display name'),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable().describe("'Fonction'"),
  manager: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe("null: reports to the shop's owner"),
  permissions: z.array(permissionName).describe('spec §6 names held, in the domain list’s order'),
  status: z.enum(collaboratorStatuses).describe('invited: has not chosen a password yet'),
  invitedAt: iso.nullable(),
  lastLoginAt: iso.nullable(),
  createdAt: iso,
});
export type Collaborator = z.infer<typeof collaboratorAnswer>;

export const collaboratorFilters = {
  status: commaList('status', { allowed: collaboratorStatuses }),
  permission: commaList('permission', { allowed: permissions }).describe('holds every permission named'),
};

export const collaboratorListQuery = listQuery({
  sort: { fields: collaboratorSortFields, fallback: { field: 'name', descending: false } },
  filters: collaboratorFilters,
});
export type CollaboratorListQuery = z.infer<typeof collaboratorListQuery>;

export const collaboratorExportQuery = collaboratorListQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });

export const collaboratorParams = z.object({ id: z.string().min(1).max(100) });

const nameField = z.string().trim().min(1, 'Ce champ ne peut pas être vide').max(100);
const jobTitleField = z
  .string()
  .trim()
  .max(100, 'La fonction ne doit pas dépasser 100 caractères.')
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const managerField = z
  .object({ id: z.string().min(1).max(100) })
  .nullable()
  .optional()
  .describe("another collaborator of the shop; null or absent: the shop's owner");

export const collaboratorCreateBody = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()),
  firstname: nameField,
  lastname: nameField,
  phone: optionalField(telephoneSchema).nullable(),
  jobTitle: jobTitleField,
  manager: managerField,
  permissions: z.array(permissionName).max(100),
});
export type CollaboratorCreateBody = z.infer<typeof collaboratorCreateBody>;

/** PUT takes GET's shape back: email must be unchanged; status and dates are ignored. */
export const collaboratorUpdateBody = z.object({
  id: z.string().optional(),
  email: z.string().max(320).optional(),
  firstname: nameField,
  lastname: nameField,
  name: z.string().optional(),
  phone: optionalField(telephoneSchema).nullable(),
  jobTitle: jobTitleField,
  manager: managerField,
  permissions: z.array(permissionName).max(100),
  status: z.string().optional(),
  invitedAt: z.string().nullable().optional(),
  lastLoginAt: z.string().nullable().optional(),
  createdAt: z.string().optional(),
});
export type CollaboratorUpdateBody = z.infer<typeof collaboratorUpdateBody>;

export const structureAnswer = z.object({
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  collaborators: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      jobTitle: z.string().nullable(),
      managerId: z.string().nullable().describe('null: reports to the owner'),
      status: z.enum(collaboratorStatuses),
    }),
  ),
});
export type StructureAnswer = z.infer<typeof structureAnswer>;
