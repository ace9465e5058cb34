// Links to the platform's legal pages, at the foot of the home page and of the sign-up forms (issue 15).
import { Link } from 'react-router';
import styles from './platform-legal.module.css';

export const platformLegalPaths = { legalNotice: '/legal-notice', privacy: '/privacy' } as const;

export function PlatformLegalLinks() {
  return (
    <nav className={styles.footerLinks} aria-label="Informations légales">
      <Link to={platformLegalPaths.legalNotice}>Mentions légales et conditions d’utilisation</Link>
      <Link to={platformLegalPaths.privacy}>Politique de confidentialité</Link>
    </nav>
  );
}
