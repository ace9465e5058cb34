// spec §2, §4 Version: the version file is polled every 5 minutes; when it differs from the first one seen, a
// banner offers to reload.
import { useEffect, useRef, useState } from 'react';
import { useText } from '../../i18n/use-text.ts';
import ui from '../../lib/plain-ui.module.css';
import styles from './maintenance.module.css';
import { hasNewVersion, versionPollMs } from './maintenance-logic.ts';
import { fetchQuietly } from './quiet-fetch.ts';

/** The build writes build/client/version.json ({version}); the production server serves it as a static file. */
export const versionFilePath = '/version.json';

export function VersionBanner() {
  const { t } = useText();
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
    <div role="status">
      <button
        type="button"
        className={`${ui.toast} ${styles.versionBanner}`}
        data-testid="new-version-banner"
        onClick={() => window.location.reload()}
      >
        <span>{t('maintenance.newVersion')}</span>
        <span className={ui.buttonInverse}>{t('maintenance.reload')}</span>
      </button>
    </div>
  );
}
