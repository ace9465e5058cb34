// spec §6: a logged-in collaborator, supplier (a producer) or agent visiting a shop is told they are connected as
// such; they may go on as a visitor (logged out) instead. Plain CSS: it shows on the public shop pages.
import type { ShopMemberRole } from '@sarment/domain/access';
import { useState } from 'react';
import { useMatches } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { browserApi } from '../../lib/api.ts';
import { CloseIcon } from '../../lib/close-icon.tsx';
import ui from '../../lib/plain-ui.module.css';
import { useSessionUser } from '../auth/session.ts';
import styles from './shopping-as-warning.module.css';

/** The `handle` of the routes where one shops (the shop pages, the cart): the warning shows there. */
export const shoppingHandle = { shopping: true } as const;

/** Whether a page (its route matches) is one where one shops. */
export function isShoppingPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as { shopping?: unknown } | undefined)?.shopping === true);
}

/** The role a shopper is warned about, or null (buyers, visitors, admins, pages outside the shops). */
export function shoppingAsRole(
  role: string | null | undefined,
  onShoppingPage: boolean,
): ShopMemberRole | null {
  if (role !== 'iam' && role !== 'owner' && role !== 'agent') return null;
  return onShoppingPage ? role : null;
}

export function ShoppingAsWarning() {
  const { t } = useText();
  const user = useSessionUser();
  const matches = useMatches();
  const [hidden, setHidden] = useState(false);
  const role = shoppingAsRole(user?.role, isShoppingPage(matches));
  if (!role || hidden) return null;
  const continueAsVisitor = async () => {
    await browserApi.request('POST', '/v1/auth/logout');
    window.location.reload();
  };
  return (
    <div className={styles.warning} role="status" data-testid="shopping-as-warning">
      {/* Material 'InfoOutlined' */}
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8"
        />
      </svg>
      <span className={styles.text}>{t(`layout.shoppingAs.${role}`)}</span>
      <button
        type="button"
        className={`${ui.buttonInverse} ${styles.action}`}
        onClick={() => void continueAsVisitor()}
      >
        {t('layout.shoppingAs.continueAsVisitor')}
      </button>
      <button
        type="button"
        className={ui.iconButton}
        title={t('layout.shoppingAs.dismiss')}
        aria-label={t('layout.shoppingAs.dismiss')}
        onClick={() => setHidden(true)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
