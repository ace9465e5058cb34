import { type CrossShopArea, post, world } from './harness.ts';

// The collaborators (team area): the victim's invited collaborator, and the attacker's own one, whose manager
// the attacker tries to set to the victim's.
// biome-ignore lint/suspicious/noExplicitAny: the collaborators' answers are read loosely to build request bodies
let victimCollaborator: any;
// biome-ignore lint/suspicious/noExplicitAny: idem
let attackerCollaborator: any;

const newcomer = (email: string) => ({ email, firstname: 'Camille', lastname: 'Nouvelle', permissions: [] });

export const team: CrossShopArea = {
  async setup() {
    victimCollaborator = await post(world.victim, '/v1/collaborators', {
      ...newcomer('victime.equipe@trois-vallees.test'),
      jobTitle: 'Caviste',
      permissions: ['seeAllOrder'],
    });
    attackerCollaborator = await post(
      world.attacker,
      '/v1/collaborators',
      newcomer('equipe@champagne-lemoine.test'),
    );
  },
  victimIdFor: { 'collaborators/:id': () => victimCollaborator.id },
  bodies: () => ({
    'POST /v1/collaborators': newcomer('controle.equipe@trois-vallees.test'),
    'PUT /v1/collaborators/:id': { ...victimCollaborator, jobTitle: 'Maître de chai' },
  }),
  attempts: () => ({
    'POST /v1/collaborators': [
      [
        '/v1/collaborators',
        { ...newcomer('pirate@champagne-lemoine.test'), manager: { id: victimCollaborator.id } },
      ],
    ],
    'PUT /v1/collaborators/:id': [
      [
        `/v1/collaborators/${attackerCollaborator.id}`,
        { ...attackerCollaborator, manager: { id: victimCollaborator.id } },
      ],
    ],
  }),
};
