// spec §2, §4 Version: the version file is polled every 5 minutes; when it differs from the first one seen, a
// banner offers to reload.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasNewVersion, versionPollMs } from './maintenance-logic.ts';
import { fetchQuietly } from './quiet-fetch.ts';

/** The build writes build/client/version.json ({version}); the production server serves it as a static file. */
export const versionFilePath = '/version.json';

export function VersionBanner() {
  const { t } = useTranslation();
  const firstSeen = useRef<string | null>(null);
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      const answer = await fetchQuietly<{ version?: unknown }>(versionFilePath);
      const version = typeof answer?.version === 'string' ? answer.version : null;
      if (cancelled || version === null) return;
      firstSeen.current ??= version;
      if (hasNewVersion(firstSeen.current, version)) setOutdated(true);
    };
    void check();
    const timer = setInterval(check, versionPollMs);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);
  if (!outdated) return null;
  return (
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        data-testid="new-version-banner"
        onClick={() => window.location.reload()}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('maintenance.reload')}
          </Button>
        }
        sx={{ cursor: 'pointer', bgcolor: '#219EBC' }}
      >
        {t('maintenance.newVersion')}
      </Alert>
    </Snackbar>
  );
}
