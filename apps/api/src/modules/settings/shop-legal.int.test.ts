// Issue 15: each shop has its conditions générales de vente, edited in its settings from a French template, and
// shown with the model withdrawal form on its legal-notice page, which the checkout links to.
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  iam = await loginAs(app, 'iam@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in tests
const publicNotice = async (): Promise<any> =>
  (await app.inject({ method: 'GET', url: '/v1/shops/trois-vallees/legal-notice' })).json();
const save = (who: LoggedIn | null, payload: object) =>
  app.inject({ method: 'PUT', url: '/v1/settings/legal', headers: who?.headers ?? {}, payload });
const storedCgv = async () =>
  (
    await queryRows<{ cgv: string | null }>(
      database.db,
      sql`select settings->>'cgvHtml' as cgv from shops where id = ${demoIds.shops.troisVallees}`,
    )
  )[0]?.cgv ?? null;

describe('the conditions générales de vente of a shop (issue 15)', () => {
  it('shows the template filled with the shop’s identity until the owner writes its own, with the withdrawal form', async () => {
    const notice = await publicNotice();
    expect(notice.cgv.isTemplate).toBe(true);
    expect(notice.cgv.html).toContain('« Commande avec obligation de paiement »');
    expect(notice.cgv.html).toContain('quatorze jours à compter de la réception');
    expect(notice.cgv.html).toMatch(/SIRET \d{14}/);
    // the template's sections sit under the page's own headings
    expect(notice.cgv.html).toContain('<h3>7. Droit de rétractation</h3>');
    expect(notice.withdrawalFormHtml).toContain('Rayez la mention inutile');
    expect(notice.withdrawalFormHtml).toContain('À l’attention de');
  });

  it('lets the owner start from the template, save its own text sanitized, and log the change', async () => {
    const read = await app.inject({ method: 'GET', url: '/v1/settings/legal', headers: owner.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().cgvTemplate).toContain('Droit de rétractation');
    expect(read.json().cgvHtml).toBeNull();

    const answer = await save(owner, {
      legalNoticeHtml: read.json().legalNoticeHtml,
      cgvHtml: '<h2>Nos conditions</h2><p onclick="steal()">Livraison sous 5 jours.<script>x()</script></p>',
    });
    expect(answer.json()).toEqual({ success: true, message: 'Les paramètres ont bien été enregistrés' });
    const notice = await publicNotice();
    expect(notice.cgv).toEqual({
      html: '<h3>Nos conditions</h3><p>Livraison sous 5 jours.</p>',
      isTemplate: false,
    });
    const log = await queryRows<{ summary: string }>(
      database.db,
      sql`select summary from activity_log where shop_id = ${demoIds.shops.troisVallees} and entity = 'shop'`,
    );
    expect(log.map((row) => row.summary)).toContain('Textes légaux');

    // an empty editor gives the template back
    await save(owner, { legalNoticeHtml: read.json().legalNoticeHtml, cgvHtml: '<p>&nbsp;</p>' });
    expect(await storedCgv()).toBeNull();
    expect((await publicNotice()).cgv.isTemplate).toBe(true);
  });

  it('refuses a collaborator without the settings right (422) and a visitor (401), changing nothing', async () => {
    const refused = await save(iam, { legalNoticeHtml: null, cgvHtml: '<p>Autre</p>' });
    expect(refused.statusCode).toBe(422);
    expect((await save(null, { legalNoticeHtml: null, cgvHtml: '<p>Autre</p>' })).statusCode).toBe(401);
    expect(await storedCgv()).toBeNull();
  });
});
