import { describe, expect, it } from 'vitest';
import { changedHalves, diffFields } from './field-changes.ts';

describe('diffFields: the fields an activity log entry keeps', () => {
  it('keeps only the fields whose value changed', () => {
    expect(
      diffFields(
        { name: 'Cuvée', status: 'online', minOrder: 1 },
        { name: 'Cuvée', status: 'paused', minOrder: 1 },
      ),
    ).toEqual([{ field: 'status', before: 'online', after: 'paused' }]);
  });

  it('compares nested values by content, ignoring key order, but not array order', () => {
    const legal = { da: 'x', typeDA: 'DA2' };
    expect(diffFields({ legal }, { legal: { typeDA: 'DA2', da: 'x' } })).toEqual([]);
    expect(diffFields({ labels: ['AB', 'HVE'] }, { labels: ['HVE', 'AB'] })).toEqual([
      { field: 'labels', before: ['AB', 'HVE'], after: ['HVE', 'AB'] },
    ]);
  });

  it('reads a missing field and null as the same absence', () => {
    expect(diffFields({ precision: null }, {})).toEqual([]);
    expect(diffFields({}, { precision: 'Vieilles vignes' })).toEqual([
      { field: 'precision', before: null, after: 'Vieilles vignes' },
    ]);
  });

  it('lists every field of a created or deleted resource', () => {
    expect(diffFields(null, { name: 'Cuvée', status: 'online' })).toEqual([
      { field: 'name', before: null, after: 'Cuvée' },
      { field: 'status', before: null, after: 'online' },
    ]);
    expect(diffFields({ name: 'Cuvée' }, null)).toEqual([{ field: 'name', before: 'Cuvée', after: null }]);
  });

  it('splits the changes into the before and after halves stored', () => {
    expect(changedHalves(diffFields({ a: 1, b: 2 }, { a: 1, b: 3 }))).toEqual({
      before: { b: 2 },
      after: { b: 3 },
    });
  });
});
