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
