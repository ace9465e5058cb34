import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { ShopsTab } from './admin-shops-tab.tsx';

describe('/admin shops: the active modules in French (spec §3 integrations)', () => {
  it('names each module by its label, never its key', () => {
    const i18n = createI18n('fr');
    addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
    const Stub = createRoutesStub([
      {
        path: '/admin',
        Component: () => (
          <ShopsTab
            data={{
              tab: 'shops',
              search: '',
              page: 1,
              total: 1,
              rows: [
                {
                  id: 'shp_1',
                  name: 'Domaine',
                  code: 'DOM',
                  urlShop: 'domaine',
                  businessType: 'wine',
                  online: true,
                  createdAt: '2026-01-01T00:00:00.000Z',
                  owner: null,
                  activeIntegrations: ['salesPoint', 'reservations'],
                },
              ],
            }}
          />
        ),
      },
    ]);
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <PopupProvider>
          <Stub initialEntries={['/admin']} />
        </PopupProvider>
      </I18nextProvider>,
    );
    expect(html).toContain('Caisse, Oenotourisme (réservations)');
    expect(html).not.toContain('salesPoint');
  });
});
