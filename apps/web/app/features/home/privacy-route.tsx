// The platform's privacy policy (RGPD, art. 12 to 14): what Sarment keeps, why, how long, who receives it, and the
// rights a person exercises from their account (issue 15: download and delete). French text.
import { Link } from 'react-router';
import type { Route } from './+types/privacy-route';
import styles from './platform-legal.module.css';
import { platformOperator } from './platform-operator.server.ts';

export function meta() {
  return [{ title: 'Politique de confidentialité — Sarment' }];
}

export function loader() {
  return { operator: platformOperator() };
}

const rows = [
  [
    'Votre compte : nom, e-mail, téléphone, adresses, mot de passe (chiffré, jamais lisible)',
    'Exécution du contrat (ouvrir le compte, commander)',
    'Jusqu’à la suppression du compte',
  ],
  [
    'Vos commandes et réservations, les factures des vendeurs',
    'Obligation légale (comptabilité des vendeurs, Code de commerce art. L. 123-22)',
    'Dix ans après la commande',
  ],
  [
    'Votre carte bancaire',
    'Paiement, par le prestataire de paiement : Sarment ne conserve ni le numéro ni le cryptogramme',
    'Selon le prestataire',
  ],
  [
    'Journaux de connexion et de sécurité',
    'Intérêt légitime (sécurité du service, limitation des tentatives)',
    'Un an au plus',
  ],
  [
    'Envois marketing d’un vendeur',
    'Votre consentement, donné au vendeur et retirable à tout moment',
    'Jusqu’au retrait du consentement',
  ],
] as const;

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { operator } = loaderData;
  return (
    <main className={styles.page} lang="fr">
      <h1>Politique de confidentialité</h1>
      <p className={styles.updated}>
        Responsable du traitement des comptes : {operator.name} ({operator.email}). Chaque vendeur est
        responsable des données de ses clients qu’il traite dans son espace (fichier clients, commandes,
        campagnes) ; Sarment les héberge pour lui.
      </p>

      <h2>Ce que nous conservons et pourquoi</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Données</th>
            <th scope="col">Finalité et base légale</th>
            <th scope="col">Durée</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([data, purpose, duration]) => (
            <tr key={data}>
              <td>{data}</td>
              <td>{purpose}</td>
              <td>{duration}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Destinataires</h2>
      <p>
        Le vendeur chez qui vous commandez ou réservez, son transporteur pour la livraison, le prestataire de
        paiement. Vos données ne sont ni vendues ni louées.
      </p>

      <h2>Cookies</h2>
      <p>
        Sarment n’utilise que des cookies nécessaires : la session (connexion), la confirmation de votre âge
        et la langue choisie (365 jours). Aucun cookie publicitaire ni de mesure d’audience tierce.
      </p>

      <h2>Vos droits</h2>
      <p>
        Vous pouvez accéder à vos données, les rectifier, les exporter (RGPD, art. 15 et 20) et supprimer
        votre compte (art. 17) depuis vos <Link to="/dashboard/settings?link=account">paramètres</Link>. Les
        factures déjà émises restent conservées par les vendeurs le temps que la loi impose. Pour toute autre
        demande : <a href={`mailto:${operator.email}`}>{operator.email}</a>. Vous pouvez aussi saisir la CNIL
        (www.cnil.fr).
      </p>
    </main>
  );
}
