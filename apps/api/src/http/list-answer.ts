import type { FastifyReply } from 'fastify';

/** The total of every page of a list, beside the page itself (contract "Back office: API conventions"). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** A page of a list: its rows as the JSON array, the total of all pages in X-Total-Count. */
export function answerList<T>(reply: FastifyReply, page: { rows: readonly T[]; total: number }): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return [...page.rows];
}
