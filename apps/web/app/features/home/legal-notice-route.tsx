// The platform's mentions légales (loi n° 2004-575 du 21 juin 2004, art. 6) and its conditions générales
// d'utilisation, which every account accepts at sign-up (issue 15). Each shop's own legal notice and conditions of
// sale live on /{name}/legal-notice. French text: the platform's legal language.
import { Link } from 'react-router';
import { AlcoholNotices } from '../layout/alcohol-notices.tsx';
import type { Route } from './+types/legal-notice-route';
import styles from './platform-legal.module.css';
import { platformLegalPaths } from './platform-links.tsx';
import { platformOperator } from './platform-operator.server.ts';

export function meta() {
  return [{ title: 'Mentions légales et conditions d’utilisation — Sarment' }];
}

export function loader() {
  return { operator: platformOperator() };
}

export default function PlatformLegalNoticeRoute({ loaderData }: Route.ComponentProps) {
  const { operator } = loaderData;
  return (
    <>
      <main className={styles.page} lang="fr">
        <h1>Mentions légales et conditions d’utilisation</h1>
        <p className={styles.updated}>
          Sarment, plateforme de vente directe des producteurs de vins et spiritueux.
        </p>

        <h2 id="editeur">Éditeur</h2>
        <p>
          {operator.name}
          <br />
          {operator.address}
          <br />
          {operator.registration}
          <br />
          Contact : <a href={`mailto:${operator.email}`}>{operator.email}</a>
          <br />
          Directeur de la publication : {operator.director}
        </p>
        <h2 id="hebergeur">Hébergement</h2>
        <p>{operator.host}</p>

        <h2 id="cgu">Conditions générales d’utilisation</h2>
        <h3>1. Objet</h3>
        <p>
          Sarment permet à des producteurs et négociants (les vendeurs) d’ouvrir une boutique en ligne et à
          des acheteurs, particuliers ou professionnels, d’y commander. Chaque vente est conclue entre
          l’acheteur et le vendeur de la boutique, selon les conditions générales de vente de ce vendeur,
          publiées sur la page Mentions légales de sa boutique. Sarment n’est pas partie à la vente.
        </p>
        <h3>2. Compte</h3>
        <p>
          L’ouverture d’un compte suppose d’accepter les présentes conditions et la{' '}
          <Link to={platformLegalPaths.privacy}>politique de confidentialité</Link>, et de certifier avoir au
          moins 18 ans : la vente d’alcool aux mineurs est interdite (Code de la santé publique, art. L.
          3342-1). La date de cette acceptation est conservée. Le titulaire garde ses identifiants
          confidentiels ; il peut à tout moment télécharger ses données et supprimer son compte depuis ses
          paramètres.
        </p>
        <h3>3. Boutiques et contenus</h3>
        <p>
          Chaque vendeur est responsable de ses produits, de ses prix, de ses mentions légales et de
          l’étiquetage électronique de ses vins (règlement (UE) 2021/2117). Un contenu illicite peut être
          signalé à <a href={`mailto:${operator.email}`}>{operator.email}</a> ; il est retiré promptement s’il
          est manifestement illicite.
        </p>
        <h3>4. Disponibilité</h3>
        <p>
          La plateforme peut être interrompue pour maintenance ; les interruptions prévues sont annoncées par
          un bandeau.
        </p>
        <h3>5. Droit applicable</h3>
        <p>Les présentes conditions sont soumises au droit français.</p>
      </main>
      <AlcoholNotices />
    </>
  );
}
