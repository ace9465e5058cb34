// The app-wide behaviour every page gets from the root layout: snackbars and the global response handling
// (spec §7, §8), the maintenance banner and page, the new-version banner, the chunk-reload guard (spec §4), the
// documents to download (spec §7) and the shopping-as warning (spec §6). All of it renders on the public pages
// too, so none of it is Material. The global popup (spec §2, §4) is Material: the back-office frame provides it.
import { useEffect } from 'react';
import { browserApi } from '../../lib/api.ts';
import { ChunkReloadGuard } from '../maintenance/chunk-reload-guard.tsx';
import { MaintenanceGate } from '../maintenance/maintenance-gate.tsx';
import { VersionBanner } from '../maintenance/version-banner.tsx';
import { installResponseFeedback } from '../snackbar/response-feedback.ts';
import { SnackbarProvider, useSnackbar } from '../snackbar/snackbar-provider.tsx';
import { DocumentsWatcher } from './documents-watcher.tsx';
import { ShoppingAsWarning } from './shopping-as-warning.tsx';

function ResponseFeedback() {
  const snackbars = useSnackbar();
  useEffect(() => installResponseFeedback(browserApi, snackbars), [snackbars]);
  useEffect(() => {
    // browser journeys wait for this before typing into the page
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <SnackbarProvider>
      <ResponseFeedback />
      <MaintenanceGate>
        <ShoppingAsWarning />
        {children}
      </MaintenanceGate>
      <VersionBanner />
      <ChunkReloadGuard />
      <DocumentsWatcher />
    </SnackbarProvider>
  );
}
