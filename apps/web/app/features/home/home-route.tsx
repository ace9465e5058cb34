// spec §2 / (open to all): the producers selling on Sarment, each card opening its shop at /{name}.
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../lib/api.ts';
import { AlcoholNotices } from '../layout/alcohol-notices.tsx';
import { ShopCard, ShopCardGrid, shopCardStyles as styles } from '../shops/shop-cards.tsx';
import type { PublicShop } from '../shops/shop-types.ts';
import type { Route } from './+types/home-route';
import { PlatformLegalLinks } from './platform-links.tsx';
import '../../i18n/shop-texts.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  const description = 'Vins, champagnes et spiritueux vendus en direct par leurs producteurs.';
  return [
    { title: 'Sarment — Producteurs' },
    { name: 'description', content: description },
    { property: 'og:title', content: 'Sarment — Producteurs' },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: `${loaderData.origin}/` }] : []),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await apiGet<PublicShop[]>(context.api, '/v1/shops?pageSize=48');
  if (!answer.ok) throw new Response(null, { status: answer.status });
  return { shops: answer.data, origin: new URL(request.url).origin };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shops } = loaderData;
  return (
    <>
      <main className={styles.page}>
        <p className={styles.kicker}>{t('app.name')}</p>
        <h1>{t('home.title')}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
        {shops.length === 0 ? (
          <p className={styles.empty}>{t('home.empty')}</p>
        ) : (
          <ShopCardGrid>
            {shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} href={`/${shop.urlShop}`} visitLabel={t('home.visit')} />
              </li>
            ))}
          </ShopCardGrid>
        )}
      </main>
      <PlatformLegalLinks />
      <AlcoholNotices />
    </>
  );
}
