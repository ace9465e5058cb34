import { describe, expect, it } from 'vitest';
import { opportunityInput, opportunityMessages } from './opportunity.ts';
import {
  defaultPipelineStages,
  pipelineMessages,
  pipelineStagesSchema,
  placeInColumn,
  readPipelineStages,
  stageIdFor,
  stageTotals,
  weightedAmountCents,
} from './pipeline.ts';

describe('pipeline stages', () => {
  it('gives every shop the default stages until it saves its own', () => {
    expect(readPipelineStages(undefined).map((s) => s.name)).toEqual([
      'Découverte',
      'Qualification',
      'Proposition',
      'Négociation',
    ]);
    expect(readPipelineStages([{ id: 'a', name: 'A' }])).toEqual([{ id: 'a', name: 'A' }]);
    expect(readPipelineStages([])).toEqual(defaultPipelineStages);
  });

  it('refuses two stages named alike, whatever the case and accents', () => {
    const result = pipelineStagesSchema.safeParse([
      { id: 'negociation', name: 'Négociation' },
      { id: 'nego-2', name: 'negociation' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: [1, 'name'],
      message: pipelineMessages.duplicateStage,
    });
  });

  it('refuses an empty list and an empty name', () => {
    expect(pipelineStagesSchema.safeParse([]).error?.issues[0]?.message).toBe(pipelineMessages.stagesCount);
    expect(pipelineStagesSchema.safeParse([{ id: 'a', name: ' ' }]).error?.issues[0]?.message).toBe(
      pipelineMessages.stageName,
    );
  });

  it('names a new stage from its name, unique among the taken ids', () => {
    expect(stageIdFor('Négociation finale', [])).toBe('negociation-finale');
    expect(stageIdFor('Négociation', ['negociation', 'negociation-2'])).toBe('negociation-3');
  });
});

describe('board sums', () => {
  it('weights an amount by its probability, half-up to the cent', () => {
    expect(weightedAmountCents(1_234_501, 50)).toBe(617_251);
    expect(weightedAmountCents(333, 50)).toBe(167);
    expect(weightedAmountCents(1000, 0)).toBe(0);
  });

  it('sums the open opportunities of each column, weighted as each card shows', () => {
    const totals = stageTotals(defaultPipelineStages, [
      { stageId: 'decouverte', amountCents: 333, probability: 50, status: 'open' },
      { stageId: 'decouverte', amountCents: 333, probability: 50, status: 'open' },
      { stageId: 'decouverte', amountCents: 9999, probability: 100, status: 'won' },
      { stageId: 'proposition', amountCents: 100_000, probability: 20, status: 'open' },
    ]);
    expect(totals[0]).toEqual({ stageId: 'decouverte', count: 2, amountCents: 666, weightedCents: 334 });
    expect(totals[2]).toEqual({
      stageId: 'proposition',
      count: 1,
      amountCents: 100_000,
      weightedCents: 20_000,
    });
    expect(totals[1]?.count).toBe(0);
  });

  it('places a dropped card at its position in the column', () => {
    expect(placeInColumn(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'x', 'b', 'c']);
    expect(placeInColumn(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(placeInColumn(['a', 'b'], 'x', 99)).toEqual(['a', 'b', 'x']);
  });
});

describe('opportunity input', () => {
  const valid = {
    name: 'Cuvée mariage Dupont',
    client: { id: 'cli_1' },
    amount: 1250.5,
    probability: 40,
    expectedDate: '2026-12-15',
    stage: { id: 'decouverte' },
  };

  it('takes an opportunity with euros and a calendar date', () => {
    expect(opportunityInput.parse(valid)).toMatchObject({ amount: 1250.5, owner: null, notes: '' });
  });

  it('refuses three decimals, a probability above 100 and 31 February, in French', () => {
    const result = opportunityInput.safeParse({
      ...valid,
      amount: 10.123,
      probability: 120,
      expectedDate: '2026-02-31',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      amount: opportunityMessages.amount,
      probability: opportunityMessages.probability,
      expectedDate: opportunityMessages.expectedDate,
    });
  });
});
