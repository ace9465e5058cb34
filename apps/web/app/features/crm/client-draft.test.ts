// The client form's rules: what /add reads from its query, spec §5 SIRET ⇄ SIREN + NIC as the user types, the
// French field messages of the domain's client rules (the API's own), the body sent, and GET read back as a draft.
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  clientErrors,
  draftOf,
  emptyAddress,
  emptyClient,
  emptyContact,
  newClientKind,
  tabOfField,
  withSirenNic,
  withSiret,
} from './client-draft.ts';
import type { ClientDetail } from './client-types.ts';

const pro = () => ({
  ...emptyClient({ isPro: true, pipe: 'Client' as const }),
  businessReason: 'SARL Cellier',
});

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

describe('field messages (the domain’s client rules, French)', () => {
  it('a professional needs a business name; an individual a last name', () => {
    expect(clientErrors({ ...pro(), businessReason: null })).toEqual({
      businessReason: 'Veuillez renseigner la raison sociale ou le nom commercial',
    });
    expect(clientErrors(emptyClient({ isPro: false, pipe: 'Client' }))).toEqual({
      lastname: 'Veuillez renseigner le nom du client',
    });
  });

  it('e-mail, phone and a contact carry their messages, each on its field', () => {
    const errors = clientErrors({
      ...pro(),
      email: 'pas-un-mail',
      phone: '12',
      contacts: [{ ...emptyContact(), role: 'Sommelier' }],
    });
    expect(errors).toEqual({
      email: 'Le mail est incorrect',
      phone: "Ce numéro n'est pas valide",
      'contacts.0.lastname': 'Veuillez renseigner le nom ou le mail du contact',
    });
    expect(tabOfField('contacts.0.lastname')).toBe('contacts');
  });

  it('a SIRET with a wrong key, and consent without its source, are refused on their field', () => {
    expect(clientErrors({ ...pro(), siret: '73282932000075', marketingConsent: true })).toEqual({
      siret: "Le numéro SIRET n'est pas valide",
      marketingConsentSource: 'Veuillez indiquer la source du consentement',
    });
  });

  it('an address asks for its street, postal code and city', () => {
    const errors = clientErrors({ ...pro(), addresses: [emptyAddress('billing', true)] });
    expect(errors['addresses.0.street']).toBe('Veuillez renseigner une adresse');
    expect(errors['addresses.0.zipcode']).toBe('Veuillez renseigner un code postal');
    expect(errors['addresses.0.city']).toBe('Veuillez renseigner une ville');
    expect(tabOfField('addresses.0.city')).toBe('addresses');
  });
});

describe('the body sent and the client read back', () => {
  it('an individual sends no contacts', () => {
    const individual = { ...emptyClient({ isPro: false, pipe: 'Client' }), contacts: [emptyContact()] };
    expect(bodyOf(individual).contacts).toEqual([]);
    expect(bodyOf({ ...pro(), contacts: [emptyContact()] }).contacts).toHaveLength(1);
  });

  it('GET reads back as the body: the agent by id, addresses without the computed department', () => {
    const answer = {
      ...emptyClient({ isPro: false, pipe: 'Prospect' }),
      id: 'cli_1',
      displayName: 'Durand Hélène',
      lastname: 'Durand',
      agent: { id: 'usr_agent', name: 'Marc Agent' },
      addresses: [{ ...emptyAddress('billing', true), id: 'adr_1', department: '21', zipcode: '21000' }],
      createdAt: '2026-03-01T09:30:00.000Z',
    } as unknown as ClientDetail;
    const draft = draftOf(answer);
    expect(draft.agent).toEqual({ id: 'usr_agent' });
    expect(draft.pipe).toBe('Prospect');
    expect(draft.addresses[0]).toMatchObject({ id: 'adr_1', zipcode: '21000' });
    expect(draft.addresses[0]).not.toHaveProperty('department');
    expect(draft).not.toHaveProperty('displayName');
  });
});
