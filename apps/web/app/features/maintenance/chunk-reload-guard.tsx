// spec §4, §9: a JavaScript chunk that fails to load (usually a new deployment removed it) reloads the page, at
// most once per 60 s so a broken asset never loops.
import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadAfterChunkError } from './maintenance-logic.ts';

const storageKey = 'sarment.chunkReloadAt';

function reloadOnce(): boolean {
  let last: number | null = null;
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    last = stored === null ? null : Number(stored);
  } catch {
    // storage blocked: fall back to reloading, the browser's own loop protection applies
  }
  const now = Date.now();
  if (!shouldReloadAfterChunkError(last, now)) return false;
  try {
    window.sessionStorage.setItem(storageKey, String(now));
  } catch {
    // see above
  }
  window.location.reload();
  return true;
}

export function ChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadOnce()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
