// spec §6: a logged-in collaborator, supplier (a producer) or agent visiting a shop is told they are connected as
// such; they may go on as a visitor (logged out) instead.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { matchRoute } from '@sarment/domain/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/api.ts';
import { useSessionUser } from '../auth/session.ts';

const shopPageRoutes = new Set([
  'shop',
  'shopProduct',
  'shopLegalNotice',
  'shopByName',
  'shopByNameProduct',
  'shopByNameLegalNotice',
  'shopByNameNutritiveValues',
  'cart',
]);

/** The role a shopper is warned about, or null (buyers, visitors, admins, pages outside the shops). */
export function shoppingAsRole(
  role: string | null | undefined,
  pathname: string,
): 'iam' | 'owner' | 'agent' | null {
  if (role !== 'iam' && role !== 'owner' && role !== 'agent') return null;
  const routeId = matchRoute(pathname)?.route.id;
  return routeId && shopPageRoutes.has(routeId) ? role : null;
}

export function ShoppingAsWarning() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState(false);
  const role = shoppingAsRole(user?.role, pathname);
  if (!role || hidden) return null;
  const continueAsVisitor = async () => {
    await browserApi.request('POST', '/v1/auth/logout');
    window.location.reload();
  };
  return (
    <Alert
      severity="info"
      data-testid="shopping-as-warning"
      onClose={() => setHidden(true)}
      action={
        <Button color="inherit" size="small" onClick={() => void continueAsVisitor()}>
          {t('layout.shoppingAs.continueAsVisitor')}
        </Button>
      }
      sx={{ borderRadius: 0 }}
    >
      {t(`layout.shoppingAs.${role}`)}
    </Alert>
  );
}
