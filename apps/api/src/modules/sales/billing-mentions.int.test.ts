import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { embeddedFiles } from './facturx-test-kit.ts';

// The payment mentions of C. com. L441-9 and L441-10 (billing settings): each French refusal of the settings, the
// mentions printed on the bill, deposit bill and credit note PDFs and in their Factur-X notes (PMD, PMT, AAB),
// frozen at issue; a private buyer's bill without the 40 € indemnity; the sales e-mail models saved and reset.
const caviste = 'cli_trois_vallees_caviste';
const particulier = 'cli_trois_vallees_helene_dubois';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in tests
const billingOf = async (session = owner): Promise<any> =>
  (await send('GET', '/v1/settings', session)).json().billing;
const saveMentions = (paymentMentions: unknown) =>
  billingOf().then((billing) => send('PUT', '/v1/settings/billing', owner, { ...billing, paymentMentions }));

const agreed = {
  latePenalty: { kind: 'fixedRate', rateBp: 1050 },
  earlyDiscount: { kind: 'discount', rateBp: 200, days: 8 },
};
const defaults = { latePenalty: { kind: 'legalRateTimesThree' }, earlyDiscount: { kind: 'none' } };
const agreedPenalty = "Pénalités de retard : 10,5\u00a0% par an, exigibles dès le lendemain de l'échéance.";
const agreedDiscount = 'Escompte pour paiement anticipé : 2\u00a0% pour un paiement sous 8 jours.';
const legalPenalty =
  "Pénalités de retard : trois fois le taux d'intérêt légal, exigibles dès le lendemain de l'échéance.";
const noDiscount = "Pas d'escompte pour paiement anticipé.";

async function issued(path: string, client: string) {
  const draft = await send('POST', path, owner, {
    client: { id: client },
    lines: [{ label: 'Conseil', unitHT: 100, vatRate: 20, quantity: 1 }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const res = await send('POST', `${path}/${draft.json().id}/issue`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The Factur-X notes of a document's PDF by subject code (BT-21 → BT-22). */
async function notesOf(url: string): Promise<Record<string, string>> {
  const res = await send('GET', url, owner);
  expect(res.statusCode, res.body).toBe(200);
  const xml = embeddedFiles(res.rawPayload).get('factur-x.xml')?.toString('utf8') ?? '';
  const notes = [
    ...xml.matchAll(/<ram:IncludedNote><ram:Content>([^<]*)<\/ram:Content><ram:SubjectCode>(\w+)</g),
  ];
  return Object.fromEntries(notes.map((m) => [m[2], (m[1] ?? '').replaceAll('&apos;', "'")]));
}

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
  const dir = mkdtempSync(join(tmpdir(), 'sarment-pdf-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), res.rawPayload);
    return execFileSync('pdftotext', [join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const folded = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
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
});

describe('billing settings: payment mentions (C. com. L441-9, L441-10)', () => {
  it('reads the defaults until saved, saves a fixed rate and a discount, keeps them when a body leaves them out', async () => {
    expect((await billingOf()).paymentMentions).toEqual(defaults);
    expect((await saveMentions(agreed)).statusCode).toBe(200);
    const billing = await billingOf();
    expect(billing.paymentMentions).toEqual(agreed);
    const { paymentMentions: _left, ...withoutMentions } = billing;
    expect((await send('PUT', '/v1/settings/billing', owner, withoutMentions)).statusCode).toBe(200);
    expect((await billingOf()).paymentMentions).toEqual(agreed);
    expect((await saveMentions(defaults)).statusCode).toBe(200);
    expect((await billingOf()).paymentMentions).toEqual(defaults);
  });

  it.each([
    [
      { kind: 'fixedRate', rateBp: 5001 },
      'Le taux des pénalités de retard doit être compris entre 8,28 et 50 %',
    ],
    [
      { kind: 'fixedRate', rateBp: -1 },
      'Le taux des pénalités de retard doit être compris entre 8,28 et 50 %',
    ],
    [{ kind: 'fixedRate', rateBp: 1050.5 }, 'Le taux des pénalités de retard a au plus deux décimales'],
    [{ kind: 'fixedRate' }, 'Indiquez le taux annuel des pénalités de retard'],
  ])('refuses the late-penalty rate %j: %s, nothing saved', async (latePenalty, message) => {
    const before = await billingOf();
    const res = await saveMentions({ ...defaults, latePenalty });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await billingOf()).toEqual(before);
  });

  it.each([
    [{ kind: 'discount', rateBp: 0, days: 8 }, "Le taux de l'escompte doit être compris entre 0,01 et 50 %"],
    [{ kind: 'discount', rateBp: 200.5, days: 8 }, "Le taux de l'escompte a au plus deux décimales"],
    [{ kind: 'discount', days: 8 }, "Indiquez le taux de l'escompte"],
    [
      { kind: 'discount', rateBp: 200, days: 0 },
      "Le délai de l'escompte doit être un nombre entier de jours entre 1 et 365",
    ],
    [{ kind: 'discount', rateBp: 200 }, "Indiquez le délai de l'escompte en jours"],
  ])('refuses the discount %j: %s', async (earlyDiscount, message) => {
    const res = await saveMentions({ ...defaults, earlyDiscount });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('is the owner’s: the iam gets no billing section and its save is refused', async () => {
    expect(await billingOf(iam)).toBeUndefined();
    const res = await send('PUT', '/v1/settings/billing', iam, {
      ...(await billingOf()),
      paymentMentions: agreed,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('the mentions on bills, deposit bills and credit notes, frozen at issue', () => {
  it('an issued bill keeps its mentions when the settings change; a draft follows the settings', async () => {
    await saveMentions(agreed);
    const bill = await issued('/v1/bills', caviste);
    const deposit = await issued('/v1/deposit-bills', caviste);
    await saveMentions(defaults);
    const draft = (
      await send('POST', '/v1/bills', owner, {
        client: { id: caviste },
        lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
      })
    ).json();
    // the credit note of the agreed bill is issued now: it prints today's settings
    const note = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, {});
    expect(note.statusCode, note.body).toBe(201);

    for (const url of [`/v1/bills/${bill.id}/pdf`, `/v1/deposit-bills/${deposit.id}/pdf`]) {
      const notes = await notesOf(url);
      expect(notes.PMD).toBe(agreedPenalty);
      expect(notes.AAB).toBe(agreedDiscount);
      expect(notes.PMT).toContain('40 €');
    }
    const noteNotes = await notesOf(`/v1/credit-notes/${note.json().id}/pdf`);
    expect(noteNotes.PMD).toBe(legalPenalty);
    expect(noteNotes.AAB).toBe(noDiscount);
    if (!pdftotext) return;
    const billText = await pdfText(`/v1/bills/${bill.id}/pdf`);
    expect(billText).toContain(folded(agreedPenalty));
    expect(billText).toContain(folded(agreedDiscount));
    expect(billText).not.toContain(folded(noDiscount));
    const draftText = await pdfText(`/v1/bills/${draft.id}/pdf`);
    expect(draftText).toContain(folded(legalPenalty));
    expect(draftText).toContain(folded(noDiscount));
    const english = await pdfText(`/v1/bills/${bill.id}/pdf?lang=en`);
    expect(english).toContain('Late-payment penalties: 10.5% a year');
    expect(english).toContain('Early-payment discount: 2% for payment within 8 days.');
  });

  it('a bill to a private buyer (B2C) has no 40 € indemnity, in the PDF nor in the notes', async () => {
    await saveMentions(agreed);
    const pro = await issued('/v1/bills', caviste);
    const consumer = await issued('/v1/bills', particulier);
    await saveMentions(defaults);
    const notes = await notesOf(`/v1/bills/${consumer.id}/pdf`);
    expect(notes.PMT).toBeUndefined();
    expect(notes.PMD).toBe(agreedPenalty);
    expect((await notesOf(`/v1/bills/${pro.id}/pdf`)).PMT).toContain('40 €');
    if (!pdftotext) return;
    const text = await pdfText(`/v1/bills/${consumer.id}/pdf`);
    expect(text).toContain(folded(agreedDiscount));
    expect(text).not.toContain('Indemnité forfaitaire');
    expect(await pdfText(`/v1/bills/${pro.id}/pdf`)).toContain(
      'Indemnité forfaitaire pour frais de recouvrement',
    );
  });
});

describe('the sales e-mail models: save and reset to the default', () => {
  it('saves a model, resets it to the French default; another shop keeps its own', async () => {
    const saved = await send('PUT', '/v1/sales-mail-models', owner, {
      kind: 'depositBill',
      subject: 'Acompte {{documentNumber}}',
      body: 'Bonjour {{clientFirstname}},\nvoici votre acompte de {{amountTTC}}.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await send('PUT', '/v1/sales-mail-models', otherOwner, {
      kind: 'depositBill',
      subject: 'Lemoine',
      body: 'Texte.',
    });
    const model = async (session: LoggedIn) =>
      (await send('GET', '/v1/sales-mail-models', session))
        .json()
        .models.find((m: { kind: string }) => m.kind === 'depositBill');
    expect(await model(owner)).toMatchObject({ subject: 'Acompte {{documentNumber}}', isDefault: false });

    const reset = await send('POST', '/v1/sales-mail-models/reset', owner, { kind: 'depositBill' });
    expect(reset.statusCode, reset.body).toBe(200);
    const fallback = {
      kind: 'depositBill',
      subject: "{{shopName}} : votre facture d'acompte {{documentNumber}}",
      isDefault: true,
    };
    expect(reset.json()).toMatchObject(fallback);
    expect(await model(owner)).toMatchObject(fallback);
    expect(await model(otherOwner)).toMatchObject({ subject: 'Lemoine', isDefault: false });
    // resetting a default model changes nothing
    expect(
      (await send('POST', '/v1/sales-mail-models/reset', owner, { kind: 'depositBill' })).json(),
    ).toMatchObject(fallback);
    expect((await send('POST', '/v1/sales-mail-models/reset', owner, { kind: 'invoice' })).statusCode).toBe(
      400,
    );
  });
});
