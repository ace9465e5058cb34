import { useText } from '../../i18n/use-text.ts';
import ui from '../../lib/plain-ui.module.css';
import styles from './error-pages.module.css';

/** spec §2 Layouts and §8: the 404 page reads 'This page could not be found'. */
export function NotFoundPage() {
  const { t } = useText();
  return (
    <main className={styles.page}>
      <div className={styles.content}>
        <p className={styles.code}>404</p>
        <h1 className={styles.subtitle}>{t('errors.notFound')}</h1>
        <a className={ui.button} href="/">
          Sarment
        </a>
      </div>
    </main>
  );
}
