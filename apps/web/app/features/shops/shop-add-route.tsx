// spec §2 /shops/add (agents only): the producers an agent does not represent yet; offering one's services
// notifies the producer's owners (POST /v1/shops/{id}/agent-requests).

import { data, useFetcher } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { apiGet, apiRequest } from '../../lib/api.ts';
import { useSessionUser } from '../auth/session.ts';
import type { Route } from './+types/shop-add-route';
import { ShopCard, ShopCardGrid, shopCardStyles as styles } from './shop-cards.tsx';
import type { PublicShop } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await apiGet<PublicShop[]>(context.api, '/v1/shops?pageSize=100');
  if (!answer.ok) throw new Response(null, { status: answer.status });
  return { shops: answer.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const shopId = String(form.get('shopId') ?? '');
  if (!shopId) throw data(null, { status: 400 });
  const answer = await apiRequest<{ message: string }>(
    context.api,
    'POST',
    `/v1/shops/${encodeURIComponent(shopId)}/agent-requests`,
    {},
  );
  return { shopId, ok: answer.ok, message: answer.data?.message ?? '' };
}

export function meta() {
  return [{ title: 'Ajouter un producteur — Sarment' }];
}

function OfferButton({ shopId }: { shopId: string }) {
  const { t } = useText();
  const fetcher = useFetcher<typeof action>();
  if (fetcher.data) {
    return (
      <p className={styles.notice} role="status">
        {fetcher.data.message}
      </p>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="shopId" value={shopId} />
      <button type="submit" className={styles.action} disabled={fetcher.state !== 'idle'}>
        {t('shop.add.offer')}
      </button>
    </fetcher.Form>
  );
}

export default function ShopAddRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useText();
  const user = useSessionUser();
  const mine = new Set((user?.shops ?? []).map((s) => s.id));
  const others = loaderData.shops.filter((shop) => !mine.has(shop.id));
  return (
    <div className={styles.page}>
      <h1>{t('shop.add.title')}</h1>
      <p className={styles.intro}>{t('shop.add.intro')}</p>
      {others.length === 0 ? (
        <p className={styles.empty}>{t('shop.add.empty')}</p>
      ) : (
        <ShopCardGrid>
          {others.map((shop) => (
            <li key={shop.id}>
              <ShopCard shop={shop}>
                <OfferButton shopId={shop.id} />
              </ShopCard>
            </li>
          ))}
        </ShopCardGrid>
      )}
    </div>
  );
}
