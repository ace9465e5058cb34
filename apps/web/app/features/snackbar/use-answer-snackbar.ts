import { useEffect } from 'react';
import { feedbackFor } from './snackbar-logic.ts';
import { useSnackbar } from './snackbar-provider.tsx';

/**
 * spec §7 for answers that reach the page through a loader or an action (`{success, message}` of the API):
 * shows its snackbar once per new answer. Example: `useAnswerSnackbar(actionData)`.
 */
export function useAnswerSnackbar(
  answer: { status?: number; success?: boolean; message?: unknown } | undefined,
) {
  const snackbars = useSnackbar();
  useEffect(() => {
    if (!answer) return;
    const status = answer.status ?? (answer.success === false ? 422 : 200);
    const feedback = feedbackFor(status, answer);
    if (feedback.kind === 'show') snackbars.show(feedback.message, feedback.severity);
  }, [answer, snackbars]);
}
