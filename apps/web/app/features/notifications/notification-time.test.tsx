// One rule for times: the shop's Paris time, whatever the browser's zone (lists already show Paris time).
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import type { CentreNotification } from './notification-kinds.ts';
import { NotificationPanel } from './notification-panel.tsx';

const browserZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = browserZone;
});

describe('notification centre: the time of a notification', () => {
  it('is Paris time in a browser of New York (23:30 UTC on 15 January is 00:30 on the 16th)', () => {
    process.env.TZ = 'America/New_York';
    const item = {
      id: 'ntf_1',
      type: 'order',
      content: 'Nouvelle commande',
      seen: false,
      redirectLink: null,
      createdAt: '2026-01-15T23:30:00.000Z',
    } as unknown as CentreNotification;
    const centre = {
      items: [item],
      filter: 'all',
      setFilter: () => {},
      unseen: 1,
      markAllSeen: async () => {},
    } as unknown as Parameters<typeof NotificationPanel>[0]['centre'];
    const i18n = createI18n('fr');
    addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <NotificationPanel centre={centre} onOpen={() => {}} onClose={() => {}} fullScreen={false} />
        ),
      },
    ]);
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Stub initialEntries={['/']} />
      </I18nextProvider>,
    );
    expect(html).toContain('16 janv. 2026, 00:30');
    expect(html).not.toContain('18:30');
  });
});
