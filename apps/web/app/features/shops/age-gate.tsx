// spec §2 age gate: when not authenticated and the cookie isOver18 is not 'true', a popup asks 'Avez vous plus de
// 18 ans ?'. Confirming sets the cookie (through the shop's action, so it works without JavaScript too);
// declining goes to the auth route.

import { Link, useFetcher } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import styles from './shop-layout.module.css';
import type { ShopDetail } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

export function AgeGate({ shop, returnTo }: { shop: Pick<ShopDetail, 'name'>; returnTo: string }) {
  const { t } = useText();
  const fetcher = useFetcher();
  // the answer is a redirect that sets the cookie: the popup goes as soon as the visitor confirms
  if (fetcher.state !== 'idle') return null;
  return (
    <div className={styles.gateBackdrop}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        className={styles.gate}
        data-testid="age-gate"
      >
        <p className={styles.gateShop}>{shop.name}</p>
        <h2 id="age-gate-title">{t('shop.ageGate.question')}</h2>
        <p className={styles.gateText}>{t('shop.ageGate.text')}</p>
        <fetcher.Form method="post" className={styles.gateActions}>
          <input type="hidden" name="intent" value="confirm-age" />
          <input type="hidden" name="returnTo" value={returnTo} />
          {/* biome-ignore lint/a11y/noAutofocus: the dialog is modal, its main action takes the focus */}
          <button type="submit" className={styles.button} autoFocus>
            {t('shop.ageGate.yes')}
          </button>
          <Link to="/auth" className={styles.buttonQuiet}>
            {t('shop.ageGate.no')}
          </Link>
        </fetcher.Form>
      </div>
    </div>
  );
}
