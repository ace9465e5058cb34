import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { runDueJobs } from '../jobs/index.ts';
import { embeddedFiles } from './facturx-test-kit.ts';

// A month's bills as one ZIP (issue 18): POST /v1/bills/zip queues a background job; once run, the ZIP holds the
// Factur-X PDF of every bill, deposit bill and credit note issued that month, its address is queued in
// documents/to-download for the member who asked, and only that member downloads it.
const caviste = 'cli_trois_vallees_caviste';
const month = parisDateOf(new Date()).slice(0, 7);
const dataDir = mkdtempSync(join(tmpdir(), 'sarment-bills-zip-'));
const previousDataDir = process.env.DATA_DIR;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'GET' | 'POST', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

async function issuedBill(label: string) {
  const draft = await send('POST', '/v1/bills', owner, {
    client: { id: caviste },
    lines: [{ label, unitHT: 10, vatRate: 20, quantity: 2 }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const res = await send('POST', `/v1/bills/${draft.json().id}/issue`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /v1/bills/zip', () => {
  it("builds the month's ZIP in the background, queues it for the member, who alone downloads it", async () => {
    const first = await issuedBill('Première');
    const second = await issuedBill('Seconde');
    const credit = await send('POST', `/v1/bills/${second.id}/credit-note`, owner, {});
    expect(credit.statusCode, credit.body).toBe(201);
    await send('POST', '/v1/bills', owner, {
      client: { id: caviste },
      lines: [{ label: 'Brouillon', unitHT: 1, vatRate: 20, quantity: 1 }],
    });
    // what the month holds: the issued bills, deposit bills and credit notes of the shop (the seed may hold some);
    // the draft stays out
    const expected = await queryRows<{ number: string; kind: string }>(
      database.db,
      sql`select number, kind from sales_documents where shop_id = ${demoIds.shops.troisVallees} and status = 'issued'
        and kind in ('bill', 'depositBill', 'creditNote') and to_char(issued_on, 'YYYY-MM') = ${month}`,
    );
    const stems: Record<string, string> = {
      bill: 'facture',
      depositBill: 'facture-acompte',
      creditNote: 'avoir',
    };
    const expectedNames = expected.map((d) => `${stems[d.kind]}-${d.number}.pdf`).sort();
    expect(expectedNames).toEqual(
      expect.arrayContaining([
        `facture-${first.number}.pdf`,
        `facture-${second.number}.pdf`,
        `avoir-${credit.json().number}.pdf`,
      ]),
    );

    const res = await send('POST', '/v1/bills/zip', owner, { month });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json().job.id as string;
    const queued = await send('GET', `/v1/jobs/${jobId}`, owner);
    expect(queued.json()).toMatchObject({ status: 'queued', kind: 'sales.billsZip' });

    expect(await runDueJobs(database.db)).toBeGreaterThanOrEqual(1);
    const done = (await send('GET', `/v1/jobs/${jobId}`, owner)).json();
    expect(done).toMatchObject({
      status: 'done',
      done: expected.length + 1,
      total: expected.length + 1,
      result: { url: `/v1/bills/zip/${jobId}`, count: expected.length },
    });
    const toDownload = await send('GET', '/v1/documents/to-download', owner);
    expect(toDownload.json()).toEqual([`/v1/bills/zip/${jobId}`]);

    const zipRes = await send('GET', `/v1/bills/zip/${jobId}`, owner);
    expect(zipRes.statusCode).toBe(200);
    expect(zipRes.headers['content-type']).toBe('application/zip');
    expect(zipRes.headers['content-disposition']).toBe(`attachment; filename="factures-${month}.zip"`);
    const zip = await JSZip.loadAsync(zipRes.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(expectedNames);
    for (const name of names) {
      const pdf = await zip.file(name)?.async('uint8array');
      expect(pdf && embeddedFiles(pdf).has('factur-x.xml'), name).toBe(true);
    }
    // the working folder is gone, the ZIP stays
    expect(readdirSync(join(dataDir, 'exports', demoIds.shops.troisVallees))).toEqual([`${jobId}.zip`]);

    expect((await send('GET', `/v1/bills/zip/${jobId}`, iam)).statusCode).toBe(404);
    expect((await send('GET', `/v1/bills/zip/${jobId}`, otherOwner)).statusCode).toBe(404);
    expect((await send('GET', `/v1/jobs/${jobId}`, otherOwner)).statusCode).toBe(404);
  });

  it('an empty month makes an empty ZIP; a malformed month answers 400 in French', async () => {
    const res = await send('POST', '/v1/bills/zip', owner, { month: '2001-02' });
    expect(res.statusCode).toBe(202);
    await runDueJobs(database.db);
    const done = (await send('GET', `/v1/jobs/${res.json().job.id}`, owner)).json();
    expect(done).toMatchObject({ status: 'done', result: { count: 0 } });
    const bad = await send('POST', '/v1/bills/zip', owner, { month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Indiquez le mois au format AAAA-MM.');
  });
});
