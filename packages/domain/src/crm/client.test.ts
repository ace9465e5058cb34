import { describe, expect, it } from 'vitest';
import { clientDisplayName, clientInput, clientMessages } from './client.ts';
import { duplicateKeysOf, duplicateMessage, duplicateReasons } from './client-duplicates.ts';

const messagesOf = (body: unknown) => {
  const result = clientInput.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('client form (issue 17)', () => {
  it('takes the contract body and fills the defaults', () => {
    const client = clientInput.parse({
      lastname: 'Dubois',
      firstname: 'Hélène',
      email: ' Helene.Dubois@Exemple.TEST ',
      isPro: false,
      typology: 'particulier',
    });
    expect(client).toMatchObject({
      pipe: 'Client',
      email: 'helene.dubois@exemple.test',
      typology: 'particulier',
      siret: null,
      tags: [],
      contacts: [],
      addresses: [],
      marketingConsent: false,
    });
  });

  it('fills SIREN and NIC from the SIRET, and normalizes the phone and VAT number', () => {
    const client = clientInput.parse({
      isPro: true,
      businessReason: 'SAS Table de Beaune',
      siret: '443 061 841 00047',
      phone: '03 80 24 00 00',
      vatNumber: 'fr 64 443061841',
    });
    expect(client).toMatchObject({
      siret: '44306184100047',
      siren: '443061841',
      nic: '00047',
      phone: '+33380240000',
      vatNumber: 'FR64443061841',
    });
  });

  it('answers the spec messages on the field at fault', () => {
    expect(
      messagesOf({
        isPro: true,
        email: 'pas-un-mail',
        phone: '12',
        civility: 'Docteur',
        paymentDelay: 'days31',
      }),
    ).toEqual({
      email: 'Le mail est incorrect',
      phone: "Ce numéro n'est pas valide",
      civility: clientMessages.civility,
      paymentDelay: clientMessages.paymentDelay,
    });
  });

  it('checks the identifiers once each field reads well', () => {
    expect(
      messagesOf({
        isPro: true,
        siret: '44306184100048',
        vatNumber: 'FR65443061841',
        exciseNumber: 'FR12',
      }),
    ).toEqual({
      businessReason: clientMessages.business,
      siret: "Le numéro SIRET n'est pas valide",
      vatNumber: "Le numéro de TVA n'est pas valide",
      exciseNumber: clientMessages.exciseNumber,
    });
  });

  it('needs a last name for a particulier, and a SIREN that is the SIRET’s', () => {
    expect(messagesOf({ isPro: false, firstname: 'Léa' })).toEqual({ lastname: clientMessages.lastname });
    expect(
      messagesOf({ isPro: true, businessName: 'Cave', siret: '73282932000074', siren: '443061841' }),
    ).toEqual({ siren: clientMessages.sirenMismatch });
  });

  it('keeps marketing consent only with its source', () => {
    expect(messagesOf({ lastname: 'Petit', marketingConsent: true })).toEqual({
      marketingConsentSource: clientMessages.consentSource,
    });
    const withdrawn = clientInput.parse({
      lastname: 'Petit',
      marketingConsent: false,
      marketingConsentSource: 'Salon',
    });
    expect(withdrawn.marketingConsentSource).toBeNull();
  });

  it('reads addresses: allowed country, department from the postal code, first of each kind by default', () => {
    const client = clientInput.parse({
      lastname: 'Petit',
      addresses: [
        { kind: 'billing', street: '1 cours Napoléon', zipcode: '20000', city: 'Ajaccio', country: 'fr' },
        { kind: 'delivery', street: '2 rue Haute', zipcode: '1000', city: 'Bruxelles', country: 'BE' },
        { kind: 'delivery', street: '3 rue Basse', zipcode: '1000', city: 'Bruxelles', country: 'BE' },
      ],
    });
    expect(client.addresses.map((a) => [a.country, a.department, a.isDefault])).toEqual([
      ['FR', '2A', true],
      ['BE', null, true],
      ['BE', null, false],
    ]);
    expect(
      messagesOf({
        lastname: 'Petit',
        addresses: [
          { kind: 'billing', street: '1 Main St', zipcode: 'SW1A 1AA', city: 'Londres', country: 'GB' },
        ],
      }),
    ).toEqual({ 'addresses.0.country': clientMessages.country });
  });

  it('needs a name or an e-mail for each contact', () => {
    expect(messagesOf({ isPro: true, businessName: 'Cave', contacts: [{ role: 'Sommelier' }] })).toEqual({
      'contacts.0.lastname': clientMessages.contact,
    });
  });

  it('shows a professional by business first', () => {
    expect(
      clientDisplayName({
        firstname: 'Sophie',
        lastname: 'Lambert',
        isPro: true,
        businessReason: 'SARL Cellier Lambert',
        businessName: 'Le Cellier de Beaune',
        email: null,
      }),
    ).toBe('SARL Cellier Lambert - Le Cellier de Beaune - Lambert Sophie');
  });
});

describe('duplicate detection', () => {
  const existing = { email: 'caviste@sarment.test', siret: '73282932000074' };

  it('flags the same e-mail whatever its case, and the same SIRET typed as SIREN + NIC', () => {
    expect(duplicateReasons(duplicateKeysOf({ email: ' Caviste@Sarment.test ' }), existing)).toEqual([
      'email',
    ]);
    expect(duplicateReasons(duplicateKeysOf({ siren: '732 829 320', nic: '00074' }), existing)).toEqual([
      'siret',
    ]);
  });

  it('ignores blanks and half-typed numbers', () => {
    expect(duplicateKeysOf({ email: '', siret: '7328' })).toEqual({ email: null, siret: null });
  });

  it('names the client already holding the key', () => {
    expect(
      duplicateMessage('siret', {
        firstname: 'Sophie',
        lastname: 'Lambert',
        isPro: false,
        businessReason: null,
        businessName: null,
        email: null,
      }),
    ).toBe('Ce SIRET est déjà celui du client Lambert Sophie');
  });
});
