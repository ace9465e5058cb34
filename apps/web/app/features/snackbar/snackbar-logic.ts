// spec §7 global response handling, §8 error snackbars, §9 snackbar duration and stacking.
import { layoutPx, timersMs } from '@sarment/domain/reference/ui-constants';

export type SnackbarSeverity = 'success' | 'error';

export interface SnackbarMessage {
  id: number;
  message: string;
  severity: SnackbarSeverity;
}

/** What the global handler does with an API answer. */
export type AnswerFeedback =
  | { kind: 'show'; message: string; severity: SnackbarSeverity }
  | { kind: 'close' }
  | { kind: 'none' };

const messageOf = (data: unknown): unknown =>
  data && typeof data === 'object' && 'message' in data ? (data as { message: unknown }).message : undefined;

/**
 * spec §7: a success answer carrying a message shows a snackbar, in error style when its success flag is false;
 * spec §8: an error answer carrying a single message (not a list) shows an error snackbar; an error without such
 * a message closes the snackbar. Example: `feedbackFor(422, {success: false, message: 'Produit inexistant'})`
 * shows 'Produit inexistant' as an error.
 */
export function feedbackFor(status: number, data: unknown): AnswerFeedback {
  const message = messageOf(data);
  const single = typeof message === 'string' && message.trim() !== '' ? message : null;
  if (status < 400) {
    if (!single) return { kind: 'none' };
    const failed = (data as { success?: unknown }).success === false;
    return { kind: 'show', message: single, severity: failed ? 'error' : 'success' };
  }
  return single ? { kind: 'show', message: single, severity: 'error' } : { kind: 'close' };
}

/** spec §9: the bottom offset of each stacked snackbar, 75 px apart, the newest at the bottom. */
export function snackbarOffsets(count: number, basePx = 24): number[] {
  return Array.from(
    { length: count },
    (_, index) => basePx + (count - 1 - index) * layoutPx.snackbarStackStep,
  );
}

/** spec §8, §9: every snackbar closes by itself after 5 s (or with its close button). */
export const snackbarDurationMs = timersMs.snackbar;

/** spec §8: blue for success, orange for errors (spec §9 status colours). */
export const snackbarColors: Readonly<Record<SnackbarSeverity, string>> = {
  success: '#219EBC',
  error: '#FB8500',
};
