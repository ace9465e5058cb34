// The client form's rules: what /add reads from its query, spec §5 SIRET ⇄ SIREN + NIC, the French field
// messages of the domain rules, and the body sent to the API.
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  clientErrors,
  emptyAddress,
  emptyClient,
  emptyContact,
  newClientKind,
  tabOfField,
  withSirenNic,
  withSiret,
} from './client-draft.ts';

const pro = () => ({ ...emptyClient({ isPro: true, pipe: 'Client' as const }), lastname: 'Lambert' });

describe('/dashboard/clients/add query', () => {
  it('?isPro=true is a professional, ?pipe=Prospect a prospect, nothing an individual client', () => {
    expect(newClientKind(new URLSearchParams('isPro=true'))).toEqual({ isPro: true, pipe: 'Client' });
    expect(newClientKind(new URLSearchParams('pipe=Prospect'))).toEqual({ isPro: false, pipe: 'Prospect' });
    expect(newClientKind(new URLSearchParams(''))).toEqual({ isPro: false, pipe: 'Client' });
    // an individual starts with the Particulier typology, a professional chooses theirs
    expect(emptyClient({ isPro: false, pipe: 'Client' }).typology).toBe('particulier');
    expect(emptyClient({ isPro: true, pipe: 'Client' }).typology).toBeNull();
  });
});

describe('spec §5 SIRET, SIREN and NIC', () => {
  it('a 14-digit SIRET fills SIREN (first 9) and NIC (last 5), spaces allowed', () => {
    const draft = withSiret(pro(), '732 829 320 00074');
    expect(draft.siren).toBe('732829320');
    expect(draft.nic).toBe('00074');
    expect(draft.siret).toBe('732 829 320 00074');
  });

  it('an unfinished SIRET leaves SIREN and NIC as they are', () => {
    const draft = withSiret({ ...pro(), siren: '111111111' }, '7328293');
    expect(draft.siren).toBe('111111111');
    expect(draft.siret).toBe('7328293');
  });

  it('SIREN 9 plus NIC 5 fills the SIRET, typed in either order', () => {
    const sirenFirst = withSirenNic(withSirenNic(pro(), { siren: '732829320' }), { nic: '00074' });
    expect(sirenFirst.siret).toBe('73282932000074');
    const nicFirst = withSirenNic(withSirenNic(pro(), { nic: '00074' }), { siren: '732829320' });
    expect(nicFirst.siret).toBe('73282932000074');
    expect(withSirenNic(pro(), { siren: '7328' }).siret).toBeNull();
  });
});

describe('field messages (spec §5, French)', () => {
  it('a professional needs a last name and a business reason; an individual a first and last name', () => {
    expect(clientErrors({ ...pro(), lastname: '' })).toMatchObject({
      lastname: 'Ce champ ne peut pas être vide',
      'business.reason': 'Ce champ ne peut pas être vide',
    });
    expect(clientErrors(emptyClient({ isPro: false, pipe: 'Client' }))).toMatchObject({
      firstname: 'Ce champ ne peut pas être vide',
      lastname: 'Ce champ ne peut pas être vide',
    });
  });

  it('e-mail, phone, SIRET and a contact’s fields carry their spec messages', () => {
    const errors = clientErrors({
      ...pro(),
      business: { reason: 'SARL Cellier', name: null },
      email: 'pas-un-mail',
      phone: '12',
      siret: '73282932000075',
      contacts: [{ ...emptyContact(), email: 'x@' }],
    });
    expect(errors).toEqual({
      email: 'Le mail est incorrect',
      phone: "Ce numéro n'est pas valide",
      siret: "Le numéro SIRET n'est pas valide",
      'contacts.0.lastname': 'Ce champ ne peut pas être vide',
      'contacts.0.email': 'Le mail est incorrect',
    });
    expect(tabOfField('contacts.0.email')).toBe('contacts');
  });

  it('an address asks for its street, postal code and city', () => {
    const errors = clientErrors({
      ...pro(),
      business: { reason: 'X', name: null },
      billingAddress: emptyAddress(),
    });
    expect(errors['billingAddress.street']).toBe('Veuillez renseigner une adresse');
    expect(errors['billingAddress.zipcode']).toBe('Veuillez renseigner un code postal');
    expect(errors['billingAddress.city']).toBe('Veuillez renseigner une ville');
    expect(tabOfField('billingAddress.city')).toBe('addresses');
  });
});

describe('the body sent', () => {
  it('sends SIRET, SIREN and NIC as digits, and no contacts for an individual', () => {
    const body = bodyOf(withSiret(pro(), '732 829 320 00074'));
    expect([body.siret, body.siren, body.nic]).toEqual(['73282932000074', '732829320', '00074']);
    const individual = { ...emptyClient({ isPro: false, pipe: 'Client' }), contacts: [emptyContact()] };
    expect(bodyOf(individual).contacts).toEqual([]);
  });
});
