import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import {
  embeddedFiles,
  facturxSchematronErrors,
  facturxXsdErrors,
  schematronAvailable,
} from './facturx-test-kit.ts';

// Sales documents' PDFs (issue 18): an issued bill, deposit bill or credit note is a Factur-X (PDF/A-3 with its
// EN 16931 CII XML attached as factur-x.xml, valid against the official XSD, figures equal to the document's);
// quotes are plain PDFs; same access as reading the document; another shop's document 404.
const caviste = 'cli_trois_vallees_caviste';
const pinotNoir = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
};

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'GET' | 'POST', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

async function issued(path: string, body: object) {
  const draft = await send('POST', path, owner, body);
  expect(draft.statusCode, draft.body).toBe(201);
  const res = await send('POST', `${path}/${draft.json().id}/issue`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const billBody = {
  client: { id: caviste },
  lines: [
    { ...pinotNoir, quantity: 12 },
    { label: 'Caisse bois & étiquette <gravée>', unitHT: 7.5, vatRate: 20, quantity: 3, discount: 10 },
    { label: 'Jus de raisin', unitHT: 3.33, vatRate: 5.5, quantity: 7 },
  ],
  discount: 5,
  paymentDelay: 'days30',
};

/** Values of every element `name` (local name) of the XML, in document order. */
const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, 'g'))].map((m) => m[1]);
const cents = (euros: number) => Math.round(euros * 100);
/** poppler's pdftotext reads the PDF's words (Debian poppler-utils); the text checks are skipped without it */
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const centsOf = (text: string | undefined) => cents(Number(text));

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

describe('GET /v1/bills/{id}/pdf', () => {
  it('is a PDF/A-3 Factur-X whose factur-x.xml passes the EN16931 XSD and carries the bill’s figures', async () => {
    const bill = await issued('/v1/bills', billBody);
    const res = await send('GET', `/v1/bills/${bill.id}/pdf`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="facture-${bill.number}.pdf"`);
    const pdf = res.rawPayload;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    expect(text).toContain('/AFRelationship /Alternative');
    expect(text).toContain('/OutputIntents');
    expect(text).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(text).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/);

    const xml = embeddedFiles(pdf).get('factur-x.xml')?.toString('utf8');
    expect(xml).toBeDefined();
    if (!xml) return;
    expect(await facturxXsdErrors(xml)).toEqual([]);
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(values(xml, 'TypeCode')[0]).toBe('380');
    expect(values(xml, 'ID')[1]).toBe(bill.number);
    // lines: each net equals the document's line, and their sum the line total (BR-CO-10)
    const lineTotals = values(xml, 'LineTotalAmount').map(centsOf);
    const headerLineTotal = lineTotals.pop();
    expect(lineTotals).toEqual(bill.lines.map((line: { totalHT: number }) => cents(line.totalHT)));
    expect(headerLineTotal).toBe(cents(bill.totalHT));
    expect(lineTotals.reduce((a, b) => a + b, 0)).toBe(headerLineTotal);
    // each line: quantity × net price − its allowance (the line and global discounts) = its net (BR-LIN)
    const items = xml.split('<ram:IncludedSupplyChainTradeLineItem>').slice(1);
    expect(items).toHaveLength(bill.lines.length);
    for (const item of items) {
      const quantity = Number(/<ram:BilledQuantity[^>]*>([^<]+)</.exec(item)?.[1]);
      const price = centsOf(values(item, 'ChargeAmount')[0]);
      const allowance = centsOf(values(item, 'ActualAmount')[0] ?? '0');
      expect(quantity * price - allowance).toBe(centsOf(values(item, 'LineTotalAmount')[0]));
    }
    // VAT breakdown per rate: base and amount as the document's (and within BR-CO-17's rounding)
    const taxes = [
      ...xml.matchAll(
        /<ram:ApplicableTradeTax><ram:CalculatedAmount>([^<]+)<\/ram:CalculatedAmount>[\s\S]*?<ram:BasisAmount>([^<]+)<\/ram:BasisAmount>[\s\S]*?<ram:RateApplicablePercent>([^<]+)</g,
      ),
    ].map((m) => ({ vatRate: Number(m[3]), totalVAT: Number(m[1]), totalHT: Number(m[2]) }));
    expect(taxes).toEqual(bill.vatByRate);
    for (const tax of taxes) {
      expect(Math.abs(cents(tax.totalVAT) - Math.round(cents(tax.totalHT) * tax.vatRate) / 100)).toBeLessThan(
        100,
      );
    }
    expect(centsOf(values(xml, 'TaxBasisTotalAmount')[0])).toBe(cents(bill.totalHT));
    expect(centsOf(values(xml, 'TaxTotalAmount')[0])).toBe(cents(bill.totalVAT));
    expect(centsOf(values(xml, 'GrandTotalAmount')[0])).toBe(cents(bill.totalTTC));
    expect(centsOf(values(xml, 'DuePayableAmount')[0])).toBe(cents(bill.amountDue));
    // due date, payment terms, seller and buyer ids
    expect(xml).toContain(
      `<udt:DateTimeString format="102">${bill.dueDate.replaceAll('-', '')}</udt:DateTimeString>`,
    );
    expect(values(xml, 'Description')).toContain('Paiement : 30 jours');
    expect(xml).toContain('<ram:ID schemeID="VA">FR19812345676</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="0002">812345676</ram:ID>');
    expect(xml).toContain('<ram:IBANID>FR7630004008230001023456728</ram:IBANID>');
    expect(values(xml, 'Name')).toContain('Caisse bois &amp; étiquette &lt;gravée&gt;');
  });

  it('a credit note is type 381 referring to its bill; a deposit bill 386; both pass the XSD', async () => {
    const bill = await issued('/v1/bills', billBody);
    const note = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, { lines: [{ lineNo: 2 }] });
    expect(note.statusCode, note.body).toBe(201);
    const notePdf = await send('GET', `/v1/credit-notes/${note.json().id}/pdf`, owner);
    expect(notePdf.statusCode).toBe(200);
    const noteXml = embeddedFiles(notePdf.rawPayload).get('factur-x.xml')?.toString('utf8') ?? '';
    expect(await facturxXsdErrors(noteXml)).toEqual([]);
    expect(values(noteXml, 'TypeCode')[0]).toBe('381');
    expect(values(noteXml, 'IssuerAssignedID')).toContain(bill.number);
    expect(centsOf(values(noteXml, 'GrandTotalAmount')[0])).toBe(cents(note.json().totalTTC));

    const deposit = await issued('/v1/deposit-bills', {
      client: { id: caviste },
      lines: [{ label: 'Acompte de 30 %', unitHT: 100, vatRate: 20, quantity: 1 }],
    });
    const depositPdf = await send('GET', `/v1/deposit-bills/${deposit.id}/pdf?lang=en`, owner);
    expect(depositPdf.statusCode).toBe(200);
    const depositXml = embeddedFiles(depositPdf.rawPayload).get('factur-x.xml')?.toString('utf8') ?? '';
    expect(await facturxXsdErrors(depositXml)).toEqual([]);
    expect(values(depositXml, 'TypeCode')[0]).toBe('386');
  });

  it.skipIf(!schematronAvailable)(
    'a bill, a deposit bill and a credit note pass the official EN16931 schematron (Saxon; skipped without Java)',
    async () => {
      const bill = await issued('/v1/bills', billBody);
      const note = await send('POST', `/v1/bills/${bill.id}/credit-note`, owner, { lines: [{ lineNo: 1 }] });
      const deposit = await issued('/v1/deposit-bills', {
        client: { id: caviste },
        lines: [{ label: 'Acompte', unitHT: 333.33, vatRate: 20, quantity: 1 }],
      });
      const xmlOf = async (url: string) =>
        embeddedFiles((await send('GET', url, owner)).rawPayload)
          .get('factur-x.xml')
          ?.toString('utf8') ?? '';
      const bad = (await xmlOf(`/v1/bills/${bill.id}/pdf`)).replace(
        /<ram:DuePayableAmount>[^<]+</,
        '<ram:DuePayableAmount>1.00<',
      );
      const errors = facturxSchematronErrors({
        bill: await xmlOf(`/v1/bills/${bill.id}/pdf`),
        creditNote: await xmlOf(`/v1/credit-notes/${note.json().id}/pdf`),
        deposit: await xmlOf(`/v1/deposit-bills/${deposit.id}/pdf`),
        // the check itself: a due amount that is not TTC − prepaid breaks BR-CO-16
        bad,
      });
      expect(errors).toMatchObject({ bill: [], creditNote: [], deposit: [] });
      expect(errors.bad?.join('\n')).toContain('[BR-CO-16]');
    },
    180_000,
  );

  it('the XSD check itself refuses a broken XML (a missing seller)', async () => {
    const bill = await issued('/v1/bills', billBody);
    const res = await send('GET', `/v1/bills/${bill.id}/pdf`, owner);
    const xml = embeddedFiles(res.rawPayload).get('factur-x.xml')?.toString('utf8') ?? '';
    const broken = xml.replace(/<ram:SellerTradeParty>[\s\S]*?<\/ram:SellerTradeParty>/, '');
    expect((await facturxXsdErrors(broken)).join('\n')).toMatch(
      /BuyerTradeParty.*not expected|SellerTradeParty/,
    );
  });

  it('a draft bill and a quote are plain PDFs without factur-x.xml', async () => {
    const draft = await send('POST', '/v1/bills', owner, billBody);
    const draftPdf = await send('GET', `/v1/bills/${draft.json().id}/pdf`, owner);
    expect(draftPdf.statusCode).toBe(200);
    expect(embeddedFiles(draftPdf.rawPayload).size).toBe(0);
    const quote = await issued('/v1/quotes', billBody);
    const quotePdf = await send('GET', `/v1/quotes/${quote.id}/pdf?download=1`, owner);
    expect(quotePdf.statusCode).toBe(200);
    expect(quotePdf.headers['content-disposition']).toBe(`attachment; filename="devis-${quote.number}.pdf"`);
    expect(embeddedFiles(quotePdf.rawPayload).size).toBe(0);
    expect(quotePdf.rawPayload.toString('latin1')).not.toContain('pdfaid:part');
  });

  it('reads like the document: another shop 404, a kind mismatch 404, an iam with seeAllOrder 200', async () => {
    const bill = await issued('/v1/bills', billBody);
    const other = await send('GET', `/v1/bills/${bill.id}/pdf`, otherOwner);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Document introuvable');
    expect((await send('GET', `/v1/credit-notes/${bill.id}/pdf`, owner)).statusCode).toBe(404);
    expect((await send('GET', `/v1/bills/${bill.id}/pdf`, iam)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/v1/bills/${bill.id}/pdf` })).statusCode).toBe(401);
  });

  it('GET /v1/bills/{id}/legal-mentions names what the client lacks (the demo caviste: no delivery address, no VAT number)', async () => {
    const bill = await issued('/v1/bills', billBody);
    const res = await send('GET', `/v1/bills/${bill.id}/legal-mentions`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      missing: [
        {
          id: 'buyerDeliveryAddress',
          law: 'C. com. art. L441-9 (réforme de la facturation électronique, 2026)',
          message:
            "L'adresse de livraison du client est manquante : l'adresse de facturation sera imprimée à sa place.",
        },
        {
          id: 'buyerVatNumber',
          law: 'CGI ann. II art. 242 nonies A I-3° (livraison intracommunautaire)',
          message: 'Le numéro de TVA intracommunautaire du client professionnel est manquant.',
        },
      ],
    });
    expect((await send('GET', `/v1/bills/${bill.id}/legal-mentions`, otherOwner)).statusCode).toBe(404);
  });

  it.skipIf(!hasPdftotext)(
    'prints the default payment mentions under the totals: penalties, the 40 € to a professional, no discount',
    async () => {
      const bill = await issued('/v1/bills', billBody);
      const res = await send('GET', `/v1/bills/${bill.id}/pdf`, owner);
      const dir = mkdtempSync(join(tmpdir(), 'sarment-pdf-'));
      try {
        writeFileSync(join(dir, 'bill.pdf'), res.rawPayload);
        const text = execFileSync('pdftotext', [join(dir, 'bill.pdf'), '-'], { encoding: 'utf8' }).replace(
          /\s+/g,
          ' ',
        );
        expect(text).toContain(
          "Pénalités de retard : trois fois le taux d'intérêt légal, exigibles dès le lendemain de l'échéance.",
        );
        expect(text).toContain(
          'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €',
        );
        expect(text).toContain("Pas d'escompte pour paiement anticipé.");
        // the mentions follow the totals, on the same page
        expect(text.indexOf('Total TTC')).toBeLessThan(text.indexOf('Pénalités de retard'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('paginates a long bill: 120 lines on several pages, every line in the XML', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({
      label: `Article ${i + 1}`,
      unitHT: 1 + i / 100,
      vatRate: 20,
      quantity: 1 + (i % 5),
    }));
    const bill = await issued('/v1/bills', { client: { id: caviste }, lines });
    const res = await send('GET', `/v1/bills/${bill.id}/pdf`, owner);
    const pages = res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(3);
    const xml = embeddedFiles(res.rawPayload).get('factur-x.xml')?.toString('utf8') ?? '';
    expect(values(xml, 'LineID')).toHaveLength(120);
    expect(await facturxXsdErrors(xml)).toEqual([]);
  });
});
