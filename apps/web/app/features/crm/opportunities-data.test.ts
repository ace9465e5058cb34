import { describe, expect, it } from 'vitest';
import {
  type BoardColumn,
  dropTarget,
  moveOnBoard,
  type Opportunity,
  removeFromBoard,
} from './opportunities-data.ts';

const card = (id: string, stage: string, amount: number, probability: number): Opportunity => ({
  id,
  name: id,
  client: { id: 'cli', name: 'Client' },
  amount,
  weightedAmount: 0,
  probability,
  expectedDate: null,
  stage: { id: stage, name: stage },
  position: 0,
  owner: null,
  status: 'open',
  closedAt: null,
  lostReason: null,
  notes: '',
  createdAt: '',
  updatedAt: '',
});
const column = (id: string, cards: Opportunity[]): BoardColumn => ({
  id,
  name: id,
  count: cards.length,
  amount: 0,
  weightedAmount: 0,
  opportunities: cards,
});
const board = () => [
  column('a', [card('x', 'a', 100.01, 50), card('y', 'a', 10, 10)]),
  column('b', [card('z', 'b', 20, 100)]),
];

describe('the board before the API answers', () => {
  it('moves a card to another column at its place, and both columns add up again', () => {
    const moved = moveOnBoard(board(), 'x', 'b', 0);
    expect(moved[0]!.opportunities.map((o) => o.id)).toEqual(['y']);
    expect(moved[1]!.opportunities.map((o) => [o.id, o.position, o.stage.id])).toEqual([
      ['x', 0, 'b'],
      ['z', 1, 'b'],
    ]);
    // 100,01 € × 50 % = 50,005 → 50,01 € (half-up, as the API)
    expect(moved[1]).toMatchObject({ count: 2, amount: 120.01, weightedAmount: 70.01 });
    expect(moved[0]).toMatchObject({ count: 1, amount: 10, weightedAmount: 1 });
  });

  it('takes a won card off the board', () => {
    expect(removeFromBoard(board(), 'z')[1]).toMatchObject({ count: 0, amount: 0, opportunities: [] });
  });

  it('reads a drop: on a column its end, on a card its place, where it is already nothing', () => {
    expect(dropTarget(board(), 'x', 'stage:b')).toEqual({ stageId: 'b', position: 1 });
    expect(dropTarget(board(), 'z', 'y')).toEqual({ stageId: 'a', position: 1 });
    expect(dropTarget(board(), 'x', 'stage:a')).toEqual({ stageId: 'a', position: 1 });
    expect(dropTarget(board(), 'y', 'stage:a')).toBeNull();
    expect(dropTarget(board(), 'x', null)).toBeNull();
  });
});
