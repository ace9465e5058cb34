// The opportunity board's data (issue 17) as the API answers it (GET /v1/opportunities/board, type-only imports
// of the API's zod schemas), and the board's pure changes: where a dropped card lands, and the column sums after.
import type {
  boardColumnAnswer,
  opportunityAnswer,
  opportunityBody,
  ownerChoiceAnswer,
  stageAnswer,
} from '@sarment/api';
import { placeInColumn, weightedAmountCents } from '@sarment/domain/crm/pipeline';
import type { z } from 'zod';

export type Opportunity = z.output<typeof opportunityAnswer>;
export type BoardColumn = z.output<typeof boardColumnAnswer>;
export type OwnerChoice = z.output<typeof ownerChoiceAnswer>;
export type Stage = z.output<typeof stageAnswer>;
export type OpportunityDraft = z.input<typeof opportunityBody>;

export const boardPath = (owner: string | null) =>
  `/v1/opportunities/board${owner ? `?${new URLSearchParams({ owner })}` : ''}`;

const cents = (euros: number) => Math.round(euros * 100);

/** A column's count and sums from its cards (the API's rule: each card's weighted amount rounded half-up). */
function withSums(column: BoardColumn, cards: Opportunity[]): BoardColumn {
  const amount = cards.reduce((sum, card) => sum + cents(card.amount), 0);
  const weighted = cards.reduce(
    (sum, card) => sum + weightedAmountCents(cents(card.amount), card.probability),
    0,
  );
  return {
    ...column,
    opportunities: cards.map((card, position) => ({ ...card, position })),
    count: cards.length,
    amount: amount / 100,
    weightedAmount: weighted / 100,
  };
}

/** The board once card `id` is moved to `stageId` at `position`: what the screen shows before the API answers. */
export function moveOnBoard(
  board: BoardColumn[],
  id: string,
  stageId: string,
  position: number,
): BoardColumn[] {
  const card = board.flatMap((column) => column.opportunities).find((o) => o.id === id);
  const target = board.find((column) => column.id === stageId);
  if (!card || !target) return board;
  const moved = { ...card, stage: { id: target.id, name: target.name } };
  return board.map((column) => {
    const others = column.opportunities.filter((o) => o.id !== id);
    if (column.id !== stageId)
      return others.length === column.opportunities.length ? column : withSums(column, others);
    const order = placeInColumn(
      others.map((o) => o.id),
      id,
      position,
    );
    const byId = new Map([...others, moved].map((o) => [o.id, o]));
    return withSums(
      column,
      order.map((cardId) => byId.get(cardId)!),
    );
  });
}

/** The board without a card (won or lost: it leaves the board). */
export function removeFromBoard(board: BoardColumn[], id: string): BoardColumn[] {
  return board.map((column) =>
    column.opportunities.some((o) => o.id === id)
      ? withSums(
          column,
          column.opportunities.filter((o) => o.id !== id),
        )
      : column,
  );
}

/**
 * Where a drop lands: on a card, the card's column at the card's place; on a column, its end. Null when it lands
 * nowhere, or where the card already is.
 */
export function dropTarget(
  board: BoardColumn[],
  activeId: string,
  overId: string | null,
): { stageId: string; position: number } | null {
  if (!overId) return null;
  const column = board.find((c) => `stage:${c.id}` === overId);
  let target: { stageId: string; position: number } | null = null;
  if (column) {
    target = {
      stageId: column.id,
      position: column.opportunities.filter((o) => o.id !== activeId).length,
    };
  } else {
    const owner = board.find((c) => c.opportunities.some((o) => o.id === overId));
    if (!owner) return null;
    target = {
      stageId: owner.id,
      position: owner.opportunities.filter((o) => o.id !== activeId).findIndex((o) => o.id === overId),
    };
    if (overId === activeId) return null;
  }
  const current = board.find((c) => c.opportunities.some((o) => o.id === activeId));
  const currentIndex = current?.opportunities.findIndex((o) => o.id === activeId) ?? -1;
  if (current?.id === target.stageId && currentIndex === target.position) return null;
  return target;
}

/** The body PUT takes from a card (the API takes back what it answers; the dialog changes its fields). */
export const draftOf = (o: Opportunity): OpportunityDraft => ({
  name: o.name,
  client: { id: o.client.id },
  amount: o.amount,
  probability: o.probability,
  expectedDate: o.expectedDate,
  stage: { id: o.stage.id },
  owner: o.owner ? { id: o.owner.id } : null,
  notes: o.notes,
});
