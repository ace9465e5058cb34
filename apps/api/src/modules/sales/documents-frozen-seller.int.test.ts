import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { currentSeller, readSellerSnapshot } from './document-print.ts';
import { embeddedFiles } from './facturx-test-kit.ts';

// An issued legal document is immutable (docs/ARCHITECTURE.md, Sales documents): it keeps the seller it was issued
// with (legal identity, address, legal footer, bank), frozen in sales_documents.seller_snapshot; a change of the
// shop's settings afterwards reaches the drafts and the documents issued later, never its PDF nor its Factur-X.
const shopId = demoIds.shops.troisVallees;
const caviste = 'cli_trois_vallees_caviste';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
// biome-ignore lint/suspicious/noExplicitAny: settings answers are read loosely in tests
const settingsOf = async (session: LoggedIn): Promise<any> =>
  (await send('GET', '/v1/settings', session)).json();
/** Saves the infos tab with some fields changed (the answer's derived SIREN and NIC are not in the body). */
async function saveInfos(session: LoggedIn, changes: object) {
  const { siren: _siren, nic: _nic, ...infos } = (await settingsOf(session)).infos;
  const res = await send('PUT', '/v1/settings/infos', session, { ...infos, ...changes });
  expect(res.statusCode, res.body).toBe(200);
}
async function saveBilling(session: LoggedIn, changes: object) {
  const res = await send('PUT', '/v1/settings/billing', session, {
    ...(await settingsOf(session)).billing,
    ...changes,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function draftBill() {
  const draft = await send('POST', '/v1/bills', owner, {
    client: { id: caviste },
    lines: [{ label: 'Conseil', unitHT: 100, vatRate: 20, quantity: 1 }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  return draft.json();
}
async function issue(id: string) {
  const res = await send('POST', `/v1/bills/${id}/issue`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The Factur-X XML embedded in an issued bill's PDF. */
async function facturxOf(id: string): Promise<string> {
  const res = await send('GET', `/v1/bills/${id}/pdf`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return embeddedFiles(res.rawPayload).get('factur-x.xml')?.toString('utf8') ?? '';
}
/** The seller's party of a Factur-X XML (BG-4). */
const sellerParty = (xml: string) =>
  /<ram:SellerTradeParty>[\s\S]*?<\/ram:SellerTradeParty>/.exec(xml)?.[0] ?? '';

const pdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
/** The words of a PDF as poppler reads them, whitespace (line breaks included) folded to single spaces. */
async function pdfText(url: string): Promise<string> {
  const res = await send('GET', url, owner);
  expect(res.statusCode, res.body).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'sarment-pdf-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), res.rawPayload);
    return execFileSync('pdftotext', [join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const oldFooter = 'Membre d’une association agréée, le règlement par chèque est accepté.';
const newFooter = 'Dispensé d’immatriculation au registre des agents commerciaux.';
const oldIban = 'FR7630004008230001023456728';
const newIban = 'FR7630006000011234567890189';

describe('an issued bill’s seller', () => {
  it('keeps the address, legal name, legal footer and bank of its day; a draft and a later bill show the new ones', async () => {
    await saveBilling(owner, { legalFooter: oldFooter });
    const bill = await issue((await draftBill()).id);

    // the owner moves, renames the company, rewrites the footer and makes another bank the default
    await saveInfos(owner, {
      businessName: 'SAS Les Trois Vallées',
      address: { street: '12 rue Neuve', zipcode: '21000', city: 'Dijon', country: 'FR' },
    });
    const { banks } = (await settingsOf(owner)).billing;
    await saveBilling(owner, {
      legalFooter: newFooter,
      banks: [
        ...banks.map((b: object) => ({ ...b, default: false })),
        { iban: newIban, label: 'Crédit Agricole Dijon', bic: 'AGRIFRPP878', default: true },
      ],
    });
    // another shop's change is not this shop's: the snapshot was taken from the issuing shop
    await saveInfos(otherOwner, { businessName: 'SAS Lemoine Renommée' });
    const draft = await draftBill();

    const issuedXml = sellerParty(await facturxOf(bill.id));
    expect(issuedXml).toContain('<ram:Name>SCEA Domaine des Trois Vallées</ram:Name>');
    expect(issuedXml).toContain('<ram:LineOne>3 chemin des Vallées</ram:LineOne>');
    expect(issuedXml).toContain('<ram:CityName>Chablis</ram:CityName>');
    expect(issuedXml).not.toContain('Dijon');
    expect(await facturxOf(bill.id)).toContain(`<ram:IBANID>${oldIban}</ram:IBANID>`);

    if (pdftotext) {
      const issuedText = await pdfText(`/v1/bills/${bill.id}/pdf`);
      expect(issuedText).toContain('SCEA Domaine des Trois Vallées');
      expect(issuedText).toContain('3 chemin des Vallées');
      expect(issuedText).toContain(`IBAN ${oldIban} – BIC BNPAFRPPXXX`);
      expect(issuedText).toContain(oldFooter);
      for (const now of ['12 rue Neuve', newIban, newFooter, 'SAS Les Trois Vallées'])
        expect(issuedText).not.toContain(now);

      const draftText = await pdfText(`/v1/bills/${draft.id}/pdf`);
      expect(draftText).toContain('SAS Les Trois Vallées');
      expect(draftText).toContain('12 rue Neuve');
      expect(draftText).toContain(`IBAN ${newIban} – BIC AGRIFRPP878`);
      expect(draftText).toContain(newFooter);
      for (const then of ['3 chemin des Vallées', oldIban, oldFooter]) expect(draftText).not.toContain(then);
    }

    // issued now, the draft freezes today's settings
    await issue(draft.id);
    const laterXml = await facturxOf(draft.id);
    expect(sellerParty(laterXml)).toContain('<ram:LineOne>12 rue Neuve</ram:LineOne>');
    expect(laterXml).toContain(`<ram:IBANID>${newIban}</ram:IBANID>`);
    expect(await facturxOf(bill.id)).toContain(`<ram:IBANID>${oldIban}</ram:IBANID>`);
  });
});

describe('migration 0025', () => {
  it('gives a document issued before it the seller the issue step would freeze from the same settings', async () => {
    // the issue step's snapshot reads back as the settings it was taken from
    const bill = await issue((await draftBill()).id);
    const snapshotOf = async (shop: string, id: string) =>
      (
        await queryRows<{ snapshot: unknown }>(
          database.db,
          sql`select seller_snapshot as snapshot from sales_documents where shop_id = ${shop} and id = ${id}`,
        )
      )[0]?.snapshot;
    expect(readSellerSnapshot(await snapshotOf(shopId, bill.id))).toEqual(
      await currentSeller({ shopId, tx: database.db }),
    );
    expect(await snapshotOf(shopId, (await draftBill()).id)).toBeNull();

    // the demo seed's bill of Mont is issued with its seller as the issue step keeps it
    const mont = demoIds.shops.mont;
    const seeded = 'bil_mont_remparts_2025';
    expect(readSellerSnapshot(await snapshotOf(mont, seeded))).toEqual(
      await currentSeller({ shopId: mont, tx: database.db }),
    );
    // made one issued before migration 0025, without a seller
    for (const statement of [
      sql`alter table sales_documents disable trigger sales_documents_frozen`,
      sql`update sales_documents set seller_snapshot = null where shop_id = ${mont} and id = ${seeded}`,
      sql`alter table sales_documents enable trigger sales_documents_frozen`,
    ])
      await queryRows(database.db, statement);
    expect(await snapshotOf(mont, seeded)).toBeNull();
    const migration = readFileSync(
      new URL(
        '../../../../../packages/db/migrations/0025_sales_documents_seller_snapshot.sql',
        import.meta.url,
      ),
      'utf8',
    );
    // past the new column: the backfill, with the issued documents' trigger off around it
    for (const statement of migration.split('--> statement-breakpoint').slice(1))
      await queryRows(database.db, sql.raw(statement));
    const filled = readSellerSnapshot(await snapshotOf(mont, seeded));
    expect(filled).toEqual(await currentSeller({ shopId: mont, tx: database.db }));
    expect(filled?.iban).toBeTruthy();
    // the trigger is back: the issued bill refuses a change
    await expect(
      queryRows(
        database.db,
        sql`update sales_documents set seller_snapshot = null where shop_id = ${mont} and id = ${seeded}`,
      ),
    ).rejects.toThrow();
    // the documents that had one keep theirs
    expect(readSellerSnapshot(await snapshotOf(shopId, bill.id))).toEqual(
      await currentSeller({ shopId, tx: database.db }),
    );
  });
});

describe('a sample’s delivery note, numbered as it is made', () => {
  it('keeps the seller’s address of its day', async () => {
    const sample = await send('POST', '/v1/samples', owner, {
      client: { id: caviste },
      lines: [
        {
          product: { id: demoIds.products.bourgognePinotNoir },
          format: { id: demoIds.formats.bourgognePinotNoir75cl },
          vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
          quantity: 1,
        },
      ],
      warehouse: { id: demoIds.warehouses.troisVallees },
      reason: 'Dégustation au salon',
    });
    expect(sample.statusCode, sample.body).toBe(201);
    const { address } = (await settingsOf(owner)).infos;
    await saveInfos(owner, { address: { ...address, street: '5 quai Napoléon' } });

    const [row] = await queryRows<{ snapshot: unknown }>(
      database.db,
      sql`select seller_snapshot as snapshot from sales_documents where shop_id = ${shopId} and id = ${sample.json().id}`,
    );
    expect(readSellerSnapshot(row?.snapshot)?.address?.street).toBe(address.street);
    if (!pdftotext) return;
    const text = await pdfText(`/v1/samples/${sample.json().id}/pdf`);
    expect(text).toContain(address.street);
    expect(text).not.toContain('5 quai Napoléon');
  });
});
