import { demoIds } from '@sarment/db';
import sharp from 'sharp';
import { sectionBodies } from '../../modules/settings/settings.schemas.ts';
import { lookBody } from '../../modules/settings/shop-editor.schemas.ts';
import { type CrossShopArea, get, post, world } from './harness.ts';

// The shop, its settings (infos, billing, delivery, typologies, integrations, legal texts, sections), its look
// and tabs, its API keys, its collaborators' roles and its images.
// biome-ignore lint/suspicious/noExplicitAny: the settings answers are read loosely to build request bodies
let settings: any;
// biome-ignore lint/suspicious/noExplicitAny: idem
let editor: any;
let image: Buffer;
let victimApiKey = '';

const pick = (source: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

export const shopSettings: CrossShopArea = {
  async setup() {
    const { victim } = world;
    victimApiKey = (await post(victim, '/v1/api-keys', { name: 'Caisse' })).id;
    settings = await get(victim, '/v1/settings');
    editor = await get(victim, '/v1/settings/shop-editor');
    image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7a1f3d' } })
      .jpeg()
      .toBuffer();
  },
  victimIdFor: {
    'api-keys/:id': () => victimApiKey,
    'roles/:userId': () => demoIds.users.iamTroisVallees,
  },
  requests: () => ({
    'POST /v1/media/images': { payload: image, headers: { 'content-type': 'image/jpeg' } },
  }),
  bodies: () => ({
    'PUT /v1/shops/me': { name: 'Domaine pirate' },
    'POST /v1/api-keys': { name: 'Clé pirate' },
    // the seed's landline (+33 3...) is refused by the form's mobile-phone rule (spec §5): a mobile number
    'PUT /v1/settings/infos': {
      ...settings.infos,
      siren: undefined,
      nic: undefined,
      phone: '06 12 34 56 78',
    },
    'PUT /v1/settings/typos': settings.typos,
    'PUT /v1/settings/billing': settings.billing,
    'PUT /v1/settings/delivery': settings.delivery,
    'PUT /v1/settings/integrations': settings.integrations,
    'PUT /v1/settings/roles/:userId': { authorizations: { createQuote: true } },
    'PUT /v1/settings/shop-editor': pick(editor, Object.keys(lookBody.shape)),
    'PUT /v1/settings/tabs': { tabs: editor.tabs },
    'PUT /v1/settings/legal': { legalNoticeHtml: null, cgvHtml: '<p>Conditions pirates</p>' },
    // the sections saved as one document each (products, documents, accounting, crm...): their own values
    ...Object.fromEntries(
      Object.entries(sectionBodies).map(([section, body]) => [
        `PUT /v1/settings/${section}`,
        pick(settings[section], Object.keys(body.shape)),
      ]),
    ),
  }),
  attempts: () => {
    const [mode] = settings.delivery.modes;
    const [point] = settings.delivery.collectionPoints;
    const [bank] = settings.billing.banks;
    const [tab] = editor.tabs;
    return {
      'PUT /v1/settings/delivery': [
        ['/v1/settings/delivery', { modes: [{ ...mode, name: 'Pirate' }], collectionPoints: [] }],
        ['/v1/settings/delivery', { modes: [], collectionPoints: [{ ...point, name: 'Pirate' }] }],
      ],
      'PUT /v1/settings/billing': [
        ['/v1/settings/billing', { ...settings.billing, banks: [{ ...bank, label: 'Pirate' }] }],
      ],
      'PUT /v1/settings/tabs': [['/v1/settings/tabs', { tabs: [{ ...tab, name: 'Pirate' }] }]],
    };
  },
};
