import { demoIds } from '@sarment/db';
import type { LoggedIn } from '../../testing/auth.ts';
import { type CrossShopArea, post, world } from './harness.ts';
import { marketingIds } from './marketing.ts';

// The CRM: clients (their contacts and addresses), prospects, tasks, opportunities and the pipeline settings.
export const crmIds = { task: '', attackerTask: '', opportunity: '', attackerClient: '' };
const victimProspect = 'cli_trois_vallees_prospect_comptoir';

/** A task of the victim's owner, for themselves. */
const victimTaskBody = () => ({
  title: 'Rappeler le caviste',
  activity: 'customPhone',
  dueAt: '2030-01-02T09:00:00+01:00',
  assignee: { id: demoIds.users.ownerTroisVallees },
});

/** An opportunity of the victim's, with the victim's client. */
const victimOpportunityBody = () => ({
  name: 'Cuvée mariage',
  client: { id: 'cli_trois_vallees_helene_dubois' },
  amount: 1200,
  probability: 50,
  stage: { id: 'decouverte' },
});

export const crm: CrossShopArea = {
  async setup() {
    const { victim, attacker } = world;
    const task = (session: LoggedIn, assignee: string) =>
      post(session, '/v1/tasks', { ...victimTaskBody(), assignee: { id: assignee } });
    crmIds.task = (await task(victim, demoIds.users.ownerTroisVallees)).id;
    crmIds.attackerTask = (await task(attacker, demoIds.users.ownerLemoine)).id;
    crmIds.attackerClient = (await post(attacker, '/v1/clients', { lastname: 'Client du pirate' })).id;
    crmIds.opportunity = (await post(victim, '/v1/opportunities', victimOpportunityBody())).id;
  },
  victimIdFor: {
    'tasks/:id': () => crmIds.task,
    // the victim's opportunity, and its prospect (converted, followed up)
    'opportunities/:id': () => crmIds.opportunity,
    'prospects/:id': () => victimProspect,
    // a client with the victim's open order (sales): deleting or anonymising it is refused, so the routes after
    // DELETE /v1/clients/:id still reach it (converting it, no prospect, answers 422)
    'clients/:id': () => 'cli_trois_vallees_buyer',
  },
  bodies: () => ({
    'POST /v1/clients': { lastname: 'Pirate' },
    'PUT /v1/clients/:id': { lastname: 'Pirate' },
    'POST /v1/clients/check-duplicates': { email: 'buyer@sarment.test' },
    'POST /v1/clients/bulk': { action: 'addTag', ids: ['cli_trois_vallees_buyer'], tag: 'Pirate' },
    'POST /v1/tasks': victimTaskBody(),
    'PUT /v1/tasks/:id': { ...victimTaskBody(), id: crmIds.task },
    'POST /v1/opportunities': victimOpportunityBody(),
    'PUT /v1/opportunities/:id': { ...victimOpportunityBody(), id: crmIds.opportunity },
    'POST /v1/opportunities/:id/move': { stage: { id: 'proposition' }, position: 0 },
    'PUT /v1/prospects/:id/follow-up': {
      stage: { id: 'qualification' },
      lastContactAt: null,
      nextAction: null,
    },
  }),
  attempts: () => ({
    // the attacker's task given to the victim's collaborator, about the victim's client, or naming the victim's task
    'POST /v1/tasks': [
      ['/v1/tasks', { ...victimTaskBody(), assignee: { id: demoIds.users.iamTroisVallees } }],
      [
        '/v1/tasks',
        {
          ...victimTaskBody(),
          assignee: { id: demoIds.users.ownerLemoine },
          client: { id: 'cli_trois_vallees_helene_dubois' },
        },
      ],
    ],
    'PUT /v1/tasks/:id': [
      [
        `/v1/tasks/${crmIds.attackerTask}`,
        { ...victimTaskBody(), assignee: { id: demoIds.users.ownerLemoine }, id: crmIds.task },
      ],
    ],
    // the attacker's opportunity naming the victim's client or owner, or the victim's opportunity and prospect
    'POST /v1/opportunities': [
      ['/v1/opportunities', victimOpportunityBody()],
      ['/v1/opportunities', { ...victimOpportunityBody(), owner: { id: demoIds.users.ownerTroisVallees } }],
    ],
    'PUT /v1/opportunities/:id': [[`/v1/opportunities/${crmIds.opportunity}`, victimOpportunityBody()]],
    'POST /v1/opportunities/:id/move': [
      [`/v1/opportunities/${crmIds.opportunity}/move`, { stage: { id: 'proposition' }, position: 0 }],
    ],
    'PUT /v1/prospects/:id/follow-up': [
      [`/v1/prospects/${victimProspect}/follow-up`, { stage: { id: 'qualification' } }],
    ],
    // a new client's contacts and addresses take new ids, and its agent is a user checked as one of the
    // caller's shop's agents: nothing of the victim's to name
    'POST /v1/clients': [],
    // the attacker's own client, its body naming the victim's contact, then the victim's address
    'PUT /v1/clients/:id': [
      [
        `/v1/clients/${crmIds.attackerClient}`,
        { lastname: 'Pirate', contacts: [{ id: 'ctc_table_de_beaune_sommelier', lastname: 'Pirate' }] },
      ],
      [
        `/v1/clients/${crmIds.attackerClient}`,
        {
          lastname: 'Pirate',
          addresses: [
            {
              id: 'adr_table_de_beaune_delivery',
              kind: 'delivery',
              street: 'x',
              zipcode: '51100',
              city: 'Reims',
            },
          ],
        },
      ],
    ],
    // excludeId only leaves a client out of the answer, which holds the caller's shop's clients only
    'POST /v1/clients/check-duplicates': [],
    // the victim's client ids are skipped (updated: 0; the victim rows' check proves nothing of theirs changes);
    // the victim's marketing list named by the attacker's bulk action answers 404
    'POST /v1/clients/bulk': [
      [
        '/v1/clients/bulk',
        { action: 'addToList', ids: [crmIds.attackerClient], list: { id: marketingIds.victimList } },
      ],
    ],
    // a pipeline stage's id is a name within the shop's own list, no other shop's resource: nothing to name
    'PUT /v1/settings/crm': [],
  }),
};
