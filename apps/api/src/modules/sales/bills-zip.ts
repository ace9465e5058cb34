// A month's bills as one ZIP (issue 18): POST /v1/bills/zip queues a background job ('sales.billsZip') that draws
// the PDF (Factur-X) of every bill, deposit bill and credit note issued that month (Paris issue date), one file at
// a time into a working folder with its progress, then zips them, queues the ZIP's address for the user's
// dashboard (documents/to-download, spec §7) and answers it as its result. Resumable: after a restart the job
// skips the PDFs already in its folder. Files live under DATA_DIR/exports/<shop>/ (not in public media).
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { and, asc, eq, gte, inArray, jobs, lt, salesDocuments } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { queueDocumentDownload } from '../documents/queue-document.ts';
import { registerJobHandler } from '../jobs/index.ts';
import { renderDocumentPdfOfShop } from './document-pdf.ts';

export const billsZipJob = 'sales.billsZip';

export interface BillsZipPayload {
  /** 'YYYY-MM' */
  month: string;
  lang?: 'fr' | 'en';
}

export interface BillsZipResult {
  url: string;
  count: number;
}

const safe = /^[\w-]+$/;

/** Where a shop's exports are written (read at call time, so tests can point DATA_DIR elsewhere). */
export function exportsDir(shopId: string): string {
  if (!safe.test(shopId)) throw new Error('invalid shop id');
  return resolve(process.env.DATA_DIR ?? './.data', 'exports', shopId);
}

export const billsZipPath = (jobId: string) => `/v1/bills/zip/${jobId}`;
export const billsZipFilename = (month: string) => `factures-${month}.zip`;

/** The first day of the month and of the next one, as the issue dates compare. */
function monthRange(month: string): { from: string; before: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, before: `${next}-01` };
}

/** The month's issued bills, deposit bills and credit notes, in number order. */
export function monthDocuments(scope: ShopScope, month: string) {
  const { from, before } = monthRange(month);
  return scope.tx
    .select({ id: salesDocuments.id, kind: salesDocuments.kind, number: salesDocuments.number })
    .from(salesDocuments)
    .where(
      and(
        ofShop(scope, salesDocuments),
        inArray(salesDocuments.kind, ['bill', 'depositBill', 'creditNote']),
        eq(salesDocuments.status, 'issued'),
        gte(salesDocuments.issuedOn, from),
        lt(salesDocuments.issuedOn, before),
      ),
    )
    .orderBy(asc(salesDocuments.kind), asc(salesDocuments.number));
}

/** The job's handler: registered when the sales routes are (document-pdf.routes.ts). */
export function registerBillsZipJob(): void {
  registerJobHandler<BillsZipPayload>(billsZipJob, async (job, tools) => {
    const scope = { shopId: job.shopId, tx: tools.db };
    const documents = await monthDocuments(scope, job.payload.month);
    const work = join(exportsDir(job.shopId), job.id);
    await mkdir(work, { recursive: true });
    const written = new Set(await readdir(work));
    let done = 0;
    await tools.progress(0, documents.length + 1);
    for (const document of documents) {
      const name = `${document.id}.pdf`;
      if (!written.has(name)) {
        const pdf = await renderDocumentPdfOfShop(scope, document.id, { lang: job.payload.lang ?? 'fr' });
        // the file name inside the ZIP is the PDF's own; the working file is named by id (idempotent resume)
        await writeFile(join(work, name), pdf.bytes);
        await writeFile(join(work, `${document.id}.name`), pdf.filename);
      }
      done += 1;
      await tools.progress(done, documents.length + 1, { done });
    }
    // loaded by the first ZIP only: its code need not sit in every server's memory (issue 22)
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    for (const document of documents) {
      const filename = await readFile(join(work, `${document.id}.name`), 'utf8');
      zip.file(filename, await readFile(join(work, `${document.id}.pdf`)));
    }
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await writeFile(join(exportsDir(job.shopId), `${job.id}.zip`), bytes);
    await rm(work, { recursive: true, force: true });
    const url = billsZipPath(job.id);
    // queued once: a resumed job that already queued it finds the ZIP and the entry there
    if (job.userId && !(job.state as { queued?: boolean } | null)?.queued) {
      await queueDocumentDownload(tools.db, { userId: job.userId, url });
    }
    await tools.progress(documents.length + 1, documents.length + 1, { done, queued: true });
    return { url, count: documents.length } satisfies BillsZipResult;
  });
}

/** The ZIP of a finished job of the caller (another shop's or member's job: null, answered 404). */
export async function readBillsZip(
  scope: ShopScope,
  userId: string,
  jobId: string,
): Promise<{ bytes: Buffer; filename: string } | null> {
  if (!safe.test(jobId)) return null;
  const [job] = await scope.tx
    .select({ userId: jobs.userId, kind: jobs.kind, status: jobs.status, payload: jobs.payload })
    .from(jobs)
    .where(and(ofShop(scope, jobs), eq(jobs.id, jobId)));
  if (!job || job.kind !== billsZipJob || job.status !== 'done' || job.userId !== userId) return null;
  const path = join(exportsDir(scope.shopId), `${jobId}.zip`);
  if (!(await stat(path).catch(() => null))) return null;
  return {
    bytes: await readFile(path),
    filename: billsZipFilename((job.payload as BillsZipPayload).month),
  };
}
