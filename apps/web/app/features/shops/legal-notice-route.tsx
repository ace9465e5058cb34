// spec §2 /{name}/legal-notice and /shops/{id}/legal-notice: the seller's mentions légales (loi n° 2004-575 du
// 21 juin 2004, art. 6), sanitized by the API (spec §5).

import { data } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { apiGet } from '../../lib/api.ts';
import { anonymousPageCache } from '../../lib/page-cache.ts';
import type { Route } from './+types/legal-notice-route';
import styles from './catalogue.module.css';
import { shopOfMatches } from './shop-context.ts';
import { pageMeta } from './shop-meta.ts';
import type { LegalNotice } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

// issue 22: a visitor's page is kept a moment for the next one (apps/web/server/render-cache.ts)
export const headers = anonymousPageCache;

export async function loader({ params, context }: Route.LoaderArgs) {
  const key = encodeURIComponent(params.shopId ?? params.name ?? '');
  const answer = await apiGet<LegalNotice>(context.api, `/v1/shops/${key}/legal-notice`);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: answer.status });
  return { notice: answer.data };
}

export function meta({ matches }: Route.MetaArgs) {
  const frame = shopOfMatches(matches);
  if (!frame) return [{ title: 'Sarment' }];
  return pageMeta({
    title: `Mentions légales — ${frame.shop.name}`,
    description: null,
    url: `${frame.origin}/${frame.shop.urlShop}/legal-notice`,
    siteName: frame.shop.name,
    locale: 'fr',
  });
}

export default function LegalNoticeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useText();
  const { notice } = loaderData;
  const legal = notice.legal;
  return (
    <div className={styles.container}>
      <div className={styles.pageHead}>
        <h1>{t('shop.legal.title')}</h1>
        <p className={styles.pageMeta}>{notice.shopName}</p>
      </div>
      {notice.html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (spec §5)
        <div className={styles.richText} dangerouslySetInnerHTML={{ __html: notice.html }} />
      ) : (
        <div className={styles.richText}>
          <p>{t('shop.legal.missing')}</p>
          {legal && (
            <>
              <h2>{t('shop.legal.identity')}</h2>
              <p>
                {legal.businessName}, {legal.legalForm}
                <br />
                {legal.address.street}, {legal.address.zipcode} {legal.address.city}
              </p>
              <ul>
                <li>
                  {t('shop.legal.siret')} : {legal.siret}
                </li>
                <li>
                  {t('shop.legal.vat')} : {legal.vatNumber}
                </li>
                {legal.exciseNumber && (
                  <li>
                    {t('shop.legal.excise')} : {legal.exciseNumber}
                  </li>
                )}
                {notice.contact.email && (
                  <li>
                    {t('shop.legal.contact')} :{' '}
                    <a href={`mailto:${notice.contact.email}`}>{notice.contact.email}</a>
                  </li>
                )}
              </ul>
            </>
          )}
        </div>
      )}
      <section id="cgv" aria-labelledby="cgv-title" className={styles.richText}>
        <h2 id="cgv-title">{t('shop.legal.cgv')}</h2>
        {notice.cgv.isTemplate && <p className={styles.pageMeta}>{t('shop.legal.cgvTemplate')}</p>}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (spec §5) */}
        <div dangerouslySetInnerHTML={{ __html: notice.cgv.html }} />
      </section>
      <section id="retractation" aria-labelledby="withdrawal-title" className={styles.richText}>
        <h2 id="withdrawal-title">{t('shop.legal.withdrawal')}</h2>
        <p>{t('shop.legal.withdrawalIntro')}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (spec §5) */}
        <div dangerouslySetInnerHTML={{ __html: notice.withdrawalFormHtml }} />
      </section>
    </div>
  );
}
