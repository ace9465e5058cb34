import { describe, expect, it } from 'vitest';
import { addressSchema, buyerSignUpSchema } from './forms.ts';

const validSignUp = {
  firstname: 'Claire',
  lastname: 'Martin',
  email: 'buyer@sarment.test',
  password: 'Sarment2026',
  termsAccepted: true,
  adultCertified: true,
};

const validAddress = { street: '12 rue des Forges', zipcode: '21000', city: 'Dijon', country: 'FR' };

function messageAt(
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('spec §5 sign-up messages', () => {
  it('accepts a complete buyer sign-up', () => {
    expect(buyerSignUpSchema.safeParse(validSignUp).success).toBe(true);
  });

  it.each([
    ['firstname', '', 'Veuillez renseigner votre prénom'],
    ['lastname', '  ', 'Veuillez renseigner votre nom'],
    ['email', 'buyer@', 'Le mail est incorrect'],
    ['password', 'sarment', 'Doit contenir une majuscule et plus de 5 caractères'],
    ['phone', '01 23 45 67 89', "Ce numéro n'est pas valide"],
    ['termsAccepted', false, "Veuillez accepter les conditions générales d'utilisation"],
    ['adultCertified', false, 'Veuillez certifier avoir plus de 18 ans'],
  ])('%s = %j gives its message', (field, value, message) => {
    expect(messageAt(buyerSignUpSchema.safeParse({ ...validSignUp, [field]: value }), field)).toBe(message);
  });

  it('a missing checkbox counts as not accepted', () => {
    const { termsAccepted: _omitted, ...withoutTerms } = validSignUp;
    expect(messageAt(buyerSignUpSchema.safeParse(withoutTerms), 'termsAccepted')).toBe(
      "Veuillez accepter les conditions générales d'utilisation",
    );
  });
});

describe('spec §5 address messages', () => {
  it('accepts an address with only the required fields, blank optional ones read as absent', () => {
    const result = addressSchema.safeParse({ ...validAddress, street2: '', phone: '' });
    expect(result.success && result.data.street2).toBeUndefined();
  });

  it.each([
    ['street', 'Veuillez renseigner une adresse'],
    ['zipcode', 'Veuillez renseigner un code postal'],
    ['city', 'Veuillez renseigner une ville'],
    ['country', 'Veuillez renseigner un pays'],
  ])('blank %s gives its message', (field, message) => {
    expect(messageAt(addressSchema.safeParse({ ...validAddress, [field]: '' }), field)).toBe(message);
  });

  it('a malformed postal code gives the postal code message', () => {
    expect(messageAt(addressSchema.safeParse({ ...validAddress, zipcode: '2' }), 'zipcode')).toBe(
      "Le code postal n'est pas valide",
    );
  });
});
