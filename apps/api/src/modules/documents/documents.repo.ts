import { and, documentsToDownload, type Executor, eq, isNull } from '@sarment/db';

/**
 * Takes the user's queued documents and marks them opened in one statement: two tabs polling at the same time
 * never both get the same document (the second UPDATE finds it opened).
 */
export async function takeQueuedDocuments(
  db: Executor,
  userId: string,
  now: Date,
): Promise<{ url: string; createdAt: Date }[]> {
  const rows = await db
    .update(documentsToDownload)
    .set({ openedAt: now })
    .where(and(eq(documentsToDownload.userId, userId), isNull(documentsToDownload.openedAt)))
    .returning({ url: documentsToDownload.url, createdAt: documentsToDownload.createdAt });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function insertQueuedDocument(
  db: Executor,
  row: { id: string; userId: string; url: string },
): Promise<void> {
  await db.insert(documentsToDownload).values(row);
}
