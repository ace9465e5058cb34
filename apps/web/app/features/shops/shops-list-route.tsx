// spec §2 /shops ('Producteurs'): owner, buyer, agent and iam (the guard sends owners and collaborators to their
// own shop, visitors to login). Each card opens /shops/{id}.

import { Form, useSearchParams } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { apiGet } from '../../lib/api.ts';
import { useSessionUser } from '../auth/session.ts';
import type { Route } from './+types/shops-list-route';
import { ShopCard, ShopCardGrid, shopCardStyles as styles } from './shop-cards.tsx';
import type { PublicShop } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

const PAGE_SIZE = 48;

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const query = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
  if (search) query.set('search', search);
  const answer = await apiGet<PublicShop[]>(context.api, `/v1/shops?${query.toString()}`);
  if (!answer.ok) throw new Response(null, { status: answer.status });
  return { shops: answer.data };
}

export function meta() {
  return [{ title: 'Producteurs — Sarment' }];
}

export default function ShopsListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useText();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const represented = new Set((user?.shops ?? []).filter((s) => s.role === 'agent').map((s) => s.id));
  return (
    <div className={styles.page}>
      <h1>{t('shop.list.title')}</h1>
      <p className={styles.intro}>{t('shop.list.intro')}</p>
      <Form method="get" className={styles.search} role="search">
        <input
          type="search"
          name="q"
          defaultValue={params.get('q') ?? ''}
          aria-label={t('shop.list.searchLabel')}
        />
        <button type="submit">{t('shop.catalogue.search')}</button>
      </Form>
      {loaderData.shops.length === 0 ? (
        <p className={styles.empty}>{t('shop.list.empty')}</p>
      ) : (
        <ShopCardGrid>
          {loaderData.shops.map((shop) => (
            <li key={shop.id}>
              <ShopCard shop={shop} href={`/shops/${shop.id}`} visitLabel={t('shop.list.visit')}>
                {represented.has(shop.id) && (
                  <span className={styles.badge}>{t('shop.list.represented')}</span>
                )}
              </ShopCard>
            </li>
          ))}
        </ShopCardGrid>
      )}
    </div>
  );
}
