// The team API's answers and bodies (apps/api/src/modules/team/team.schemas.ts, agents.schemas.ts), read as types.
import type {
  agentAnswer,
  agentCreateBody,
  collaboratorAnswer,
  collaboratorCreateBody,
  structureAnswer,
} from '@sarment/api';
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
 * GET /v1/agents/{id}, and each item of the list (spec §2 Agents): an agent is a member of role 'agent'; their
 * names, e-mail and phone are their own account's, the territory ('Secteur') and the commission rate (percent of the
 * HT sales of the clients they follow, 2 decimals) the shop's.
 */
export type Agent = z.output<typeof agentAnswer>;

/** What POST /v1/agents takes (PUT takes the GET shape, only territory and commissionRate changing) */
export type AgentFields = z.input<typeof agentCreateBody>;
