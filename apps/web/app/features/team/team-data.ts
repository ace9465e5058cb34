// What the collaborators' form pages load besides the collaborator: the shop's owner and collaborators
// (GET /v1/collaborators/structure), for the manager choice.
import { type ApiClient, apiGet } from '../../lib/api.ts';
import type { OrgPerson } from './org-tree.ts';
import type { TeamStructure } from './team-types.ts';

/** The structure, or an empty team when it could not be read (the form still works, the owner as manager). */
export async function loadStructure(api: ApiClient): Promise<TeamStructure> {
  const answer = await apiGet<TeamStructure>(api, '/v1/collaborators/structure');
  if (answer.ok && answer.data && Array.isArray(answer.data.collaborators)) return answer.data;
  return { owner: null, collaborators: [] };
}

export const orgPeople = (structure: TeamStructure): OrgPerson[] => structure.collaborators;
