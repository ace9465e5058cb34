import type { LoggedIn } from '../../testing/auth.ts';
import { type CrossShopArea, post, world } from './harness.ts';

// Marketing: the victim's list (holding the victim's client), and the attacker's, whose members' body names the
// victim's client.
export const marketingIds = { victimList: '', attackerList: '' };

export const marketing: CrossShopArea = {
  async setup() {
    const { victim, attacker } = world;
    const list = (session: LoggedIn, name: string) => post(session, '/v1/lists', { name });
    marketingIds.victimList = (await list(victim, 'Fidèles')).id;
    marketingIds.attackerList = (await list(attacker, 'Fidèles')).id;
    await post(victim, `/v1/lists/${marketingIds.victimList}/members`, {
      clients: [{ id: 'cli_trois_vallees_buyer' }],
    });
  },
  victimIdFor: {
    'lists/:id': () => marketingIds.victimList,
    'members/:clientId': () => 'cli_trois_vallees_buyer',
  },
  bodies: () => ({
    'POST /v1/lists': { name: 'Liste pirate' },
    'PUT /v1/lists/:id': { name: 'Liste pirate' },
    'POST /v1/lists/:id/members': { clients: [{ id: 'cli_trois_vallees_buyer' }] },
  }),
  attempts: () => ({
    // the attacker's list given the victim's client (the victim's list named by a bulk action: see crm)
    'POST /v1/lists/:id/members': [
      [`/v1/lists/${marketingIds.attackerList}/members`, { clients: [{ id: 'cli_trois_vallees_buyer' }] }],
    ],
  }),
};
