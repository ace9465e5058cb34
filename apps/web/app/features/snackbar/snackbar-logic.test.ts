import { describe, expect, it } from 'vitest';
import { feedbackFor, snackbarDurationMs, snackbarOffsets } from './snackbar-logic.ts';

describe('global response handling (spec §7, §8)', () => {
  it.each([
    [
      'a success answer with a message shows a success snackbar',
      200,
      { success: true, message: 'Maintenance programmée' },
      { kind: 'show', message: 'Maintenance programmée', severity: 'success' },
    ],
    [
      'a success answer whose success flag is false shows it in error style',
      200,
      { success: false, message: 'Aucun mode de livraison disponible pour cette addresse' },
      { kind: 'show', message: 'Aucun mode de livraison disponible pour cette addresse', severity: 'error' },
    ],
    ['a success answer without a message shows nothing', 200, [{ id: 'ntf_1' }], { kind: 'none' }],
    [
      'an error answer with a single message shows an error snackbar',
      404,
      { success: false, message: 'Produit inexistant' },
      { kind: 'show', message: 'Produit inexistant', severity: 'error' },
    ],
    [
      'an error answer whose message is a list closes the snackbar',
      400,
      { success: false, message: ['a', 'b'] },
      { kind: 'close' },
    ],
    ['an error answer without a message closes the snackbar', 500, null, { kind: 'close' }],
  ])('%s', (_rule, status, data, expected) => {
    expect(feedbackFor(status, data)).toEqual(expected);
  });
});

describe('snackbar stacking (spec §9)', () => {
  it('stacks snackbars 75 px apart, the newest at the bottom', () => {
    expect(snackbarOffsets(3)).toEqual([174, 99, 24]);
    expect(snackbarOffsets(1)).toEqual([24]);
    expect(snackbarOffsets(0)).toEqual([]);
  });

  it('closes a snackbar after 5 s', () => {
    expect(snackbarDurationMs).toBe(5000);
  });
});
