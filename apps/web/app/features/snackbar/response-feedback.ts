// spec §7, §8 global response handling: every browser call of the API shows the answer's message, like an HTTP
// client interceptor. Loaders and actions run on the server: a page shows an action's answer with
// useAnswerSnackbar.
import type { ApiClient } from '../../lib/api.ts';
import { feedbackFor } from './snackbar-logic.ts';
import type { SnackbarApi } from './snackbar-provider.tsx';

const installed = new WeakMap<ApiClient, ApiClient['request']>();

/**
 * Wraps `api.request` once so each answer goes through spec §7/§8 handling (snackbar shown, or closed).
 * Returns the undo function (tests, hot reload).
 */
export function installResponseFeedback(api: ApiClient, snackbars: SnackbarApi): () => void {
  const original = installed.get(api) ?? api.request.bind(api);
  installed.set(api, original);
  api.request = async (method, path, body) => {
    const answer = await original(method, path, body);
    applyFeedback(snackbars, answer.status, answer.data);
    return answer as never;
  };
  return () => {
    api.request = original;
    installed.delete(api);
  };
}

/** The request function without the global handling, for background polls that must stay silent. */
export function quietRequest(api: ApiClient): ApiClient['request'] {
  return installed.get(api) ?? api.request.bind(api);
}

export function applyFeedback(snackbars: SnackbarApi, status: number, data: unknown): void {
  const feedback = feedbackFor(status, data);
  if (feedback.kind === 'show') snackbars.show(feedback.message, feedback.severity);
  else if (feedback.kind === 'close') snackbars.closeAll();
}
