// spec §5 French messages. Where the spec names a rule without its wording, the text here is Sarment's.

export const validationMessages = {
  needed: 'Ce champ ne peut pas être vide',
  email: 'Le mail est incorrect',
  counter: '50 caractères maximum',
  url: "L'url n'est pas valide",
  integer: 'Doit être un nombre',
  float: 'Doit être un nombre',
  memberCode: 'Le code membre doit être un nombre entier',
  link: 'Seuls les lettres, les chiffres et les caractères _ % - sont autorisés',
  string: "Doit contenir au moins une lettre et plus d'un caractère",
  username: 'Seuls les lettres et les espaces sont autorisés (moins de 50 caractères)',
  telephone: "Ce numéro n'est pas valide",
  date: "La date n'est pas valide",
  postalCode: "Le code postal n'est pas valide",
  password: 'Doit contenir une majuscule et plus de 5 caractères',
  description: 'Doit contenir plus de 10 et au plus 5000 caractères',
  vatRate: 'Le taux de TVA doit être compris entre 0 et 100',
  transportFee: 'Les frais de transport doivent être compris entre 0 et 25',
  promoCode: '15 caractères maximum',
  vatNumber: "Le numéro de TVA n'est pas valide",
  cardNumber: "Le numéro de carte n'est pas valide",
  cardExpiration: "Date d'expiration invalide",
  cvv: 'CVV invalide',
  siret: "Le numéro SIRET n'est pas valide",
  siren: "Le numéro SIREN n'est pas valide",
  nic: 'Le NIC doit contenir 5 chiffres',
  iban: "L'IBAN n'est pas valide",
  receptionEmailsRequired: 'Veuillez renseigner au moins une adresse mail',
  receptionEmailInvalid: "L'adresse {{email}} n'est pas valide",
  firstname: 'Veuillez renseigner votre prénom',
  lastname: 'Veuillez renseigner votre nom',
  address: 'Veuillez renseigner une adresse',
  zipcode: 'Veuillez renseigner un code postal',
  city: 'Veuillez renseigner une ville',
  country: 'Veuillez renseigner un pays',
  terms: "Veuillez accepter les conditions générales d'utilisation",
  adult: 'Veuillez certifier avoir plus de 18 ans',
  unstorableText: 'Le texte contient des caractères non autorisés.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** spec §5: the reception e-mail message names the invalid address. */
export function invalidReceptionEmailMessage(email: string): string {
  return validationMessages.receptionEmailInvalid.replace('{{email}}', email);
}
