// Marketing lists (spec §1 Marketing, §2 /dashboard/crm/lists): named sets of the shop's clients. A campaign writes
// only to the members who gave their marketing consent (RGPD art. 6-1-a; CPCE art. L34-5 for e-mail prospecting of
// individuals), so a list shows how many of its members it may write to.

export const marketingListMessages = {
  nameRequired: 'Le nom de la liste est obligatoire.',
  nameTooLong: 'Le nom de la liste ne doit pas dépasser 80 caractères.',
  nameTaken: 'Une liste porte déjà ce nom.',
  descriptionTooLong: 'La description ne doit pas dépasser 500 caractères.',
  notFound: 'Liste introuvable',
  noClients: 'Choisissez au moins un client.',
  clientsOutOfShop: "Certains clients choisis n'existent pas dans la boutique.",
} as const;

export const MARKETING_LIST_NAME_MAX = 80;
export const MARKETING_LIST_DESCRIPTION_MAX = 500;

/** Members a campaign may write to: those with a recorded marketing consent. */
export function reachableMembers(members: readonly { marketingConsent: boolean }[]): number {
  return members.filter((member) => member.marketingConsent).length;
}
