// The collaborators API's answers as agreed in the team area's shape (GET /v1/collaborators, /{id}, /structure).
import type { Permission } from '@sarment/domain/access';

export type CollaboratorStatus = 'invited' | 'active';

export interface Collaborator {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  /** spec §3 display name */
  name: string;
  phone: string | null;
  jobTitle: string | null;
  /** null: reports to the shop's owner */
  manager: { id: string; name: string } | null;
  permissions: Permission[];
  status: CollaboratorStatus;
  invitedAt: string | null;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface TeamStructure {
  /** null: a shop without an owner account (the API's answer allows it) */
  owner: { id: string; name: string; email: string } | null;
  collaborators: {
    id: string;
    name: string;
    jobTitle: string | null;
    managerId: string | null;
    status: CollaboratorStatus;
  }[];
}

/** What POST /v1/collaborators and PUT /v1/collaborators/{id} take. */
export interface CollaboratorFields {
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  jobTitle: string | null;
  manager: { id: string } | null;
  permissions: Permission[];
}
