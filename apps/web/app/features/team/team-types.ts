// The collaborators API's answers and bodies (apps/api/src/modules/team/team.schemas.ts), read as types.
import type { collaboratorAnswer, collaboratorCreateBody, structureAnswer } from '@sarment/api';
import type { z } from 'zod';

/** GET /v1/collaborators/{id}, and each item of the list */
export type Collaborator = z.output<typeof collaboratorAnswer>;
export type CollaboratorStatus = Collaborator['status'];

/** GET /v1/collaborators/structure: the owner (null: a shop without one) and every collaborator with managerId */
export type TeamStructure = z.output<typeof structureAnswer>;

/** What POST /v1/collaborators takes (PUT takes it too, with the GET shape's other fields) */
export type CollaboratorFields = Required<z.input<typeof collaboratorCreateBody>> & {
  phone: string | null;
  jobTitle: string | null;
  manager: { id: string } | null;
};

/**
 * GET /v1/agents/{id}, and each item of the list (the shape agreed with the API, spec §2 Agents): an agent is a
 * member of role 'agent'; their names, e-mail and phone are their own account's, the territory ('Secteur') and the
 * commission rate (percent of the HT sales of the clients they follow, 2 decimals) the shop's.
 */
export interface Agent {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  name: string;
  phone: string | null;
  territory: string | null;
  commissionRate: number | null;
  clientCount: number;
  status: 'invited' | 'active';
  createdAt: string;
  lastLoginAt: string | null;
}

/** What POST /v1/agents takes (PUT takes the GET shape, only territory and commissionRate changing) */
export interface AgentFields {
  email: string;
  firstname?: string;
  lastname?: string;
  phone: string | null;
  territory: string | null;
  commissionRate: number | null;
}
