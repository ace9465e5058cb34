// The settings page as the server renders it: deep links (spec §2), the CRM reception list (spec §5) and the
// shop's own phone.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import SettingsRoute from './settings-route.tsx';
import type { Collaborator, SettingsData } from './settings-types.ts';

const settings: SettingsData = {
  shop: { id: 'shp_1', name: 'Domaine', urlShop: 'domaine', online: true, logo: null },
  infos: {
    name: 'Domaine',
    businessName: 'SCEA',
    legalForm: 'SCEA',
    capital: 1000,
    siret: '81234567600017',
    siren: '812345676',
    nic: '00017',
    rcs: 'Auxerre',
    vatNumber: 'FR19812345676',
    exciseNumber: null,
    address: { street: '3 chemin', zipcode: '89800', city: 'Chablis', country: 'FR' },
    contactEmail: 'contact@domaine.test',
    phone: '+33386421810',
    online: true,
    minOrderAmount: null,
    minProductCount: null,
    maxProductCount: null,
    quantityMultiple: null,
    membersOnlyPrices: false,
  },
  typos: {
    typologies: [
      {
        key: 'particulier',
        name: 'Particulier',
        public: true,
        ttc: true,
        globalDiscount: 0,
        allRulesInEq75: false,
      },
      {
        key: 'caviste',
        name: 'Caviste',
        public: false,
        ttc: false,
        globalDiscount: 0,
        allRulesInEq75: false,
      },
    ],
  },
  billing: {
    banks: [],
    paymentsList: [],
    paymentDelays: [],
    defaultPaymentDelay: null,
    numbering: { quote: 'D', order: 'C', bill: 'F', credit: 'AV', deposit: 'FA', deliveryNote: 'BL' },
    legalFooter: '',
    paymentMentions: {
      latePenalty: { kind: 'fixedRate', rateBp: 1215 },
      earlyDiscount: { kind: 'discount', rateBp: 150, days: 10 },
    },
  },
  delivery: { modes: [], collectionPoints: [] },
  integrations: {},
  products: {
    vatRate: { standard: 20, medium: 10, reduced: 5.5 },
    titleProducts: null,
    defaultFormats: [],
    packings: [],
  },
  matchGrids: { grids: { caviste: 'Grille caviste' } },
  promotions: { resource: '/v1/promo-codes' },
  documents: { quote: '', bill: '', deliveryNote: '' },
  accounting: { codes: [] },
  crm: { defaultPipe: 'Prospect', receptionEmails: ['ventes@domaine.test', 'crm@domaine.test'], stages: [] },
  campaigns: { senderName: '', replyTo: null },
  iframes: { allowedOrigins: [] },
};

function renderSettings(query: string, data: SettingsData = settings, roles: Collaborator[] = []): string {
  const i18n = createI18n('fr');
  addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
  const Stub = createRoutesStub([
    // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
    { id: 'settings', path: '/dashboard/settings', Component: SettingsRoute as any },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      {/* the app's root gives every page the global popup (the legal texts of the infos tab ask with it) */}
      <PopupProvider>
        <Stub
          initialEntries={[`/dashboard/settings${query}`]}
          hydrationData={{ loaderData: { settings: { settings: data, roles } } }}
        />
      </PopupProvider>
    </I18nextProvider>,
  );
}

/** The opening tag of the first element carrying `marker`. */
function tagWith(html: string, marker: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? '' : html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}

describe('settings deep links: link, then tab and editGrid (spec §2)', () => {
  it('link opens its tab', () => {
    expect(tagWith(renderSettings('?link=billing'), 'data-testid="tab-billing"')).toContain(
      'aria-selected="true"',
    );
  });

  it('tab marks the section it names inside the open tab, and only that one', () => {
    const html = renderSettings('?link=infos&tab=contact');
    expect(tagWith(html, 'data-section="contact"')).toContain('aria-current="true"');
    expect(tagWith(html, 'data-section="identity"')).not.toContain('aria-current');
  });

  it('editGrid opens the match grid of that typology for editing', () => {
    const html = renderSettings('?link=matchGrids&editGrid=caviste');
    expect(tagWith(html, 'data-grid="caviste"')).toContain('data-editing="true"');
    expect(tagWith(html, 'data-grid="particulier"')).not.toContain('data-editing');
  });

  it('editGrid on the typologies marks that typology', () => {
    const html = renderSettings('?link=typos&editGrid=caviste');
    expect(tagWith(html, 'data-section="caviste"')).toContain('aria-current="true"');
  });
});

describe('link=billing: payment mentions (C. com. L441-9, L441-10)', () => {
  it('tab=paymentMentions marks the section, which shows the saved rates in percent and the law’s 40 €', () => {
    const html = renderSettings('?link=billing&tab=paymentMentions');
    expect(tagWith(html, 'data-section="paymentMentions"')).toContain('aria-current="true"');
    expect(html).toContain('Mentions de paiement');
    expect(tagWith(html, 'name="latePenaltyRate"')).toContain('value="12,15"');
    expect(tagWith(html, 'name="discountRate"')).toContain('value="1,5"');
    expect(tagWith(html, 'name="discountDays"')).toContain('value="10"');
    expect(html).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
    expect(html).toContain('Pénalités de retard : 12,15\u00a0% par an');
  });

  it('lists the numbering prefixes in the documents’ order, whatever order the stored JSON has', () => {
    const numbering = { credit: 'AV', bill: 'F', deliveryNote: 'BL', deposit: 'FA', order: 'C', quote: 'D' };
    const html = renderSettings('?link=billing', {
      ...settings,
      billing: { ...settings.billing!, numbering },
    });
    // each label shows twice (the label and the outline's notch)
    const labels = [...new Set([...html.matchAll(/Préfixe des ([^<]+)</g)].map((m) => m[1]))];
    expect(labels).toEqual([
      'devis',
      'commandes',
      'factures',
      'factures d&#x27;acompte',
      'avoirs',
      'bons de livraison',
    ]);
  });
});

describe('link=crm: the reception e-mail list (spec §5)', () => {
  it('shows each address of the list', () => {
    const html = renderSettings('?link=crm');
    expect(html.match(/data-testid="reception-email"/g)).toHaveLength(2);
    expect(tagWith(html, 'data-email="ventes@domaine.test"')).not.toBe('');
    expect(tagWith(html, 'data-email="crm@domaine.test"')).not.toBe('');
    expect(html).not.toContain('Veuillez renseigner au moins une adresse mail');
  });

  it('an empty list shows the spec message', () => {
    const html = renderSettings('?link=crm', {
      ...settings,
      crm: { defaultPipe: 'Prospect', receptionEmails: [], stages: [] },
    });
    expect(html).toContain('Veuillez renseigner au moins une adresse mail');
  });
});

describe('link=infos: the shop phone', () => {
  it("the demo's landline shows no error", () => {
    expect(renderSettings('?link=infos')).not.toContain('Ce numéro n&#x27;est pas valide');
  });
});

describe('French labels, never raw keys (spec §6 permissions, spec §3 modules)', () => {
  const collaborator: Collaborator = {
    userId: 'usr_iam',
    role: 'iam',
    email: 'iam@domaine.test',
    name: 'Martin Paul',
    authorizations: { seeAllResa: true },
  };

  it('the Rôles tab labels each permission in French', () => {
    const html = renderSettings('?link=roles', settings, [collaborator]);
    expect(html).toContain('Voir toutes les réservations');
    expect(html).toContain('Encaisser en caisse');
    expect(html).not.toMatch(/>seeAllResa</);
    expect(html).toContain('Martin Paul (Collaborateur)');
  });

  it('the Modules tab labels each integration from the same catalogue', () => {
    const html = renderSettings('?link=integrations', {
      ...settings,
      integrations: { salesPoint: true, reservations: false },
    });
    expect(html).toContain('Caisse');
    expect(html).toContain('Oenotourisme (réservations)');
  });
});
