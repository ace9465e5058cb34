import type { LegalIdentity } from '../schema/types.ts';

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

function formatSiren(siret: string): string {
  return siret.slice(0, 9).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
}

/** Mentions légales (loi n° 2004-575 du 21 juin 2004, art. 6) of a demo shop, from its legal identity. */
export function legalNoticeHtml(
  shopName: string,
  legal: LegalIdentity,
  director: string,
  email: string,
): string {
  const { address } = legal;
  const capital = euros.format(legal.capitalCents / 100);
  return `<h1>Mentions légales</h1>
<h2>Éditeur du site</h2>
<p>La boutique en ligne <strong>${shopName}</strong> est éditée par ${legal.businessName}, ${legal.legalForm} au capital de ${capital}, dont le siège social est situé ${address.street}, ${address.zipcode} ${address.city}.</p>
<ul>
<li>RCS ${legal.rcs} ${formatSiren(legal.siret)}</li>
<li>SIRET : ${legal.siret}</li>
<li>N° de TVA intracommunautaire : ${legal.vatNumber}</li>
<li>Numéro d'accise (entrepositaire agréé) : ${legal.exciseNumber ?? 'non applicable'}</li>
<li>Contact : <a href="mailto:${email}">${email}</a></li>
</ul>
<p>Directeur de la publication : ${director}.</p>
<h2>Hébergement</h2>
<p>Le site est hébergé par la plateforme Sarment, qui fournit la boutique en ligne et le back-office du vendeur.</p>
<h2>Vente d'alcool</h2>
<p>La vente d'alcool est interdite aux mineurs de moins de 18 ans (article L. 3342-1 du Code de la santé publique). En passant commande, l'acheteur certifie avoir 18 ans révolus.</p>
<p><strong>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</strong></p>
<h2>Propriété intellectuelle</h2>
<p>Les textes, photographies et marques présents sur cette boutique sont la propriété de ${legal.businessName} ou de ses partenaires. Toute reproduction sans autorisation écrite est interdite.</p>
<h2>Données personnelles</h2>
<p>Les données collectées lors d'une commande servent uniquement à son traitement et à la relation commerciale. Conformément au règlement (UE) 2016/679, vous disposez d'un droit d'accès, de rectification et d'effacement de vos données en écrivant à <a href="mailto:${email}">${email}</a>.</p>`;
}

export const homeTabHtml = {
  troisVallees: `<h1>Bienvenue au Domaine des Trois Vallées</h1>
<p>Sur les coteaux calcaires de Chablis, notre famille cultive <strong>18 hectares de vignes</strong> depuis quatre générations, à la rencontre de trois petites vallées qui donnent leur nom au domaine.</p>
<h2>Nos engagements</h2>
<ul>
<li>Vendanges manuelles et tri à la parcelle ;</li>
<li>Certification Haute Valeur Environnementale depuis 2019 ;</li>
<li>Élevage sur lies fines, en cuve et en fûts de chêne de Bourgogne.</li>
</ul>
<p>Découvrez nos Chablis Premier Cru, nos rouges de Bourgogne et notre Crémant, ou réservez une <em>Dégustation des Premiers Crus</em> au domaine, chaque samedi.</p>`,
  lemoine: `<h1>Champagne Lemoine, vigneron à Épernay</h1>
<p>Depuis 1921, la maison Lemoine élabore ses champagnes à partir de ses propres vignes de la Vallée de la Marne et de la Côte des Blancs.</p>
<h2>Notre savoir-faire</h2>
<ul>
<li>Vins de réserve conservés en foudres pour notre Brut Réserve ;</li>
<li>Rosé de Saignée issu d'une macération courte de Pinot Noir ;</li>
<li>Vieillissement de 36 mois minimum dans nos caves de craie.</li>
</ul>
<p>Livraison partout en France, ou retrait au domaine sur rendez-vous.</p>`,
  mont: `<h1>Distillerie du Mont</h1>
<p>Au pied des montagnes de Savoie, nous distillons à l'alambic de cuivre les fruits des vergers voisins, cueillis à pleine maturité.</p>
<h2>Notre eau-de-vie de Poire Williams</h2>
<p>Il faut près de <strong>10 kg de poires</strong> pour une bouteille de 70 cl : double distillation lente, puis repos de deux ans en jarres avant la mise en bouteille à 40 % vol.</p>
<p>À déguster bien fraîche, en digestif ou sur un sorbet.</p>`,
} as const;
