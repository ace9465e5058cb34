import { type CrossShopArea, post, world } from './harness.ts';

// The collaborators (team area): the victim's invited collaborator, and the attacker's own one, whose manager
// the attacker tries to set to the victim's.
// biome-ignore lint/suspicious/noExplicitAny: the collaborators' answers are read loosely to build request bodies
let victimCollaborator: any;
// biome-ignore lint/suspicious/noExplicitAny: idem
let attackerCollaborator: any;
// The agents (team area): the victim's invited agent (of Trois Vallées only).
// biome-ignore lint/suspicious/noExplicitAny: idem
let victimAgent: any;

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
    victimAgent = await post(world.victim, '/v1/agents', {
      email: 'victime.agent@agences.test',
      firstname: 'Paul',
      lastname: 'Victime',
      territory: 'Bourgogne',
      commissionRate: 8.5,
    });
  },
  victimIdFor: { 'collaborators/:id': () => victimCollaborator.id, 'agents/:id': () => victimAgent.id },
  bodies: () => ({
    'POST /v1/collaborators': newcomer('controle.equipe@trois-vallees.test'),
    'PUT /v1/collaborators/:id': { ...victimCollaborator, jobTitle: 'Maître de chai' },
    'POST /v1/agents': { email: 'controle.agent@agences.test', firstname: 'Paul', lastname: 'Controle' },
    'PUT /v1/agents/:id': { ...victimAgent, commissionRate: 9 },
  }),
  attempts: () => ({
    // an agent's address is theirs to be added by any producer (they represent several): nothing of the victim's
    // to name in the bodies
    'POST /v1/agents': [],
    'PUT /v1/agents/:id': [],
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
