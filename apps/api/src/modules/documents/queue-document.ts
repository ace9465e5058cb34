import { type Executor, newId } from '@sarment/db';
import { insertQueuedDocument } from './documents.repo.ts';

/**
 * Queues a document (an export, a generated PDF...) for the user's dashboard to open: the web app polls
 * GET /v1/documents/to-download every 30 s (spec §7, §9) and opens each address once in a new window.
 * The address is a local path ('/v1/exports/...') or an https URL. Returns the queue entry id.
 */
export async function queueDocumentDownload(
  db: Executor,
  input: { userId: string; url: string },
): Promise<string> {
  if (!input.url.startsWith('/') && !input.url.startsWith('https://')) {
    throw new Error(`document address must be a local path or https: ${input.url}`);
  }
  if (input.url.startsWith('//'))
    throw new Error(`document address must not be protocol-relative: ${input.url}`);
  const id = newId('doc');
  await insertQueuedDocument(db, { id, userId: input.userId, url: input.url });
  return id;
}
