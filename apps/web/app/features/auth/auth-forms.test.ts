import { describe, expect, it } from 'vitest';
import { keptValues, readForm, toLoginBody, validateForm } from './auth-forms.ts';
import { authHref, targetAfterLogin } from './auth-links.ts';
import { addressOf, signUpFields, toBuyerBody, validateSignUp } from './sign-up-forms.ts';

const validBuyer = {
  firstname: 'Claire',
  lastname: 'Dubois',
  email: 'claire@exemple.fr',
  password: 'Vendange1',
  phone: '',
  street: '12 rue des Vignes',
  zipcode: '21000',
  city: 'Dijon',
  country: 'FR',
  termsAccepted: 'true',
  adultCertified: 'true',
};

describe('login form (spec §5, §8)', () => {
  it('refuses blank fields with the needed message', () => {
    expect(validateForm('login', { login: ' ', password: '' })).toEqual({
      login: 'Ce champ ne peut pas être vide',
      password: 'Ce champ ne peut pas être vide',
    });
  });

  it('checks the e-mail form only when the login holds an @', () => {
    expect(validateForm('login', { login: 'claire@', password: 'x' })).toEqual({
      login: 'Le mail est incorrect',
    });
    expect(validateForm('login', { login: 'claire', password: 'x' })).toEqual({});
  });

  it('sends an e-mail as email (lower case) and anything else as username', () => {
    expect(toLoginBody({ login: ' Owner@Trois-Vallees.test ', password: 'Sarment2026' })).toEqual({
      email: 'owner@trois-vallees.test',
      password: 'Sarment2026',
    });
    expect(toLoginBody({ login: 'caviste', password: 'Sarment2026' })).toEqual({
      username: 'caviste',
      password: 'Sarment2026',
    });
  });
});

describe('buyer sign-up form (spec §5 sign-up messages)', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp('buyer', validBuyer)).toEqual({});
  });

  it('names each missing field with the spec message', () => {
    const empty = Object.fromEntries(Object.keys(validBuyer).map((field) => [field, '']));
    expect(validateSignUp('buyer', { ...empty, termsAccepted: 'false', adultCertified: 'false' })).toEqual({
      firstname: 'Veuillez renseigner votre prénom',
      lastname: 'Veuillez renseigner votre nom',
      email: 'Ce champ ne peut pas être vide',
      password: 'Ce champ ne peut pas être vide',
      street: 'Veuillez renseigner une adresse',
      zipcode: 'Veuillez renseigner un code postal',
      city: 'Veuillez renseigner une ville',
      country: 'Veuillez renseigner un pays',
      termsAccepted: "Veuillez accepter les conditions générales d'utilisation",
      adultCertified: 'Veuillez certifier avoir plus de 18 ans',
    });
  });

  it('checks the e-mail, the password strength and an optional mobile number', () => {
    expect(
      validateSignUp('buyer', {
        ...validBuyer,
        email: 'claire.exemple.fr',
        password: 'vendange',
        phone: '12',
      }),
    ).toEqual({
      email: 'Le mail est incorrect',
      password: 'Doit contenir une majuscule et plus de 5 caractères',
      phone: "Ce numéro n'est pas valide",
    });
  });

  it('reads checked boxes as true and builds the API body', () => {
    const form = new FormData();
    for (const [field, value] of Object.entries(validBuyer)) {
      if (field !== 'termsAccepted' && field !== 'adultCertified') form.set(field, value);
    }
    form.set('termsAccepted', 'on');
    const values = readForm(form, signUpFields.buyer);
    expect(values.termsAccepted).toBe('true');
    expect(values.adultCertified).toBe('false');
    expect(toBuyerBody({ ...values, email: ' Claire@Exemple.FR ' }, 'TV01')).toEqual({
      firstname: 'Claire',
      lastname: 'Dubois',
      email: 'claire@exemple.fr',
      password: 'Vendange1',
      phone: undefined,
      termsAccepted: true,
      adultCertified: false,
      shopCode: 'TV01',
    });
    expect(addressOf(values)).toEqual({
      street: '12 rue des Vignes',
      zipcode: '21000',
      city: 'Dijon',
      country: 'FR',
    });
  });

  it('never sends a password back to the page', () => {
    expect(keptValues({ email: 'a@b.fr', password: 'Secret1', confirmation: 'Secret1' })).toEqual({
      email: 'a@b.fr',
    });
  });
});

describe('seller sign-up and password forms', () => {
  it('asks the seller for a shop name and a known business type', () => {
    const errors = validateSignUp('seller', { ...validBuyer, shopName: '', businessType: 'soda' });
    expect(errors).toEqual({
      shopName: 'Ce champ ne peut pas être vide',
      businessType: 'Ce champ ne peut pas être vide',
    });
    expect(
      validateSignUp('seller', { ...validBuyer, shopName: 'Clos Vert', businessType: 'spirit' }),
    ).toEqual({});
  });

  it('checks the new password and its confirmation', () => {
    expect(validateForm('newPassword', { password: 'abc', confirmation: 'abd' })).toEqual({
      password: 'Doit contenir une majuscule et plus de 5 caractères',
      confirmation: 'passwordMismatch',
    });
    expect(validateForm('newPassword', { password: 'Vendange1', confirmation: 'Vendange1' })).toEqual({});
  });
});

describe('auth links (spec §2 query id, spec §4 redirectLink, spec §5 local redirects)', () => {
  it('carries the shop code, the remembered target and refId, nothing else', () => {
    expect(authHref('/auth/register/buyer', '?id=TV01&redirectLink=%2Fcart&page=2&refId=r1')).toBe(
      '/auth/register/buyer?id=TV01&redirectLink=%2Fcart&refId=r1',
    );
    expect(authHref('/auth/login', '')).toBe('/auth/login');
  });

  it.each([
    ['/dashboard/orders', 'buyer', '/dashboard/orders'],
    [null, 'owner', '/dashboard'],
    [null, 'admin', '/admin'],
    ['//evil.example', 'buyer', '/dashboard'],
    ['https://evil.example', 'buyer', '/dashboard'],
    ['/\\evil.example', 'buyer', '/dashboard'],
  ] as const)('after login, redirectLink %s for a %s leads to %s', (link, role, expected) => {
    expect(targetAfterLogin(link, role)).toBe(expected);
  });
});
