// A form's guard against leaving with unsaved changes: another page of the app asks first (React Router's
// blocker), closing or reloading the tab gets the browser's own question (beforeunload).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Guards a form while `dirty`. Returns `release()`, to call right before a navigation the form makes itself
 * after saving (the new state has not rendered yet). Example: `const release = useUnsavedGuard(form.dirty)`.
 */
export function useUnsavedGuard(dirty: boolean) {
  const guarding = useRef(dirty);
  guarding.current = dirty;
  // only a change of page: the form's own query (tab, filters) keeps what is typed
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show their question only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const release = useCallback(() => {
    guarding.current = false;
  }, []);
  return { blocker, release };
}

/** The question shown when a guarded form is left. Example: `<UnsavedChangesDialog blocker={guard.blocker} />`. */
export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation();
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{t('form.unsavedTitle')}</DialogTitle>
      <DialogContent>{t('form.unsavedText')}</DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
          {t('form.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          {t('form.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The guard and its question in one: for forms that never navigate by themselves (settings tabs). */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { blocker } = useUnsavedGuard(dirty);
  return <UnsavedChangesDialog blocker={blocker} />;
}
