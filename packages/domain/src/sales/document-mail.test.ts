import { describe, expect, it } from 'vitest';
import {
  type DocumentMailValues,
  defaultDocumentMailModel,
  defaultSignature,
  fillMailTemplate,
  mailAmount,
  mailPhone,
} from './document-mail.ts';

const values: DocumentMailValues = {
  clientFirstname: 'Claire',
  clientLastname: 'Vallet',
  shopName: 'Domaine des Trois Vallées',
  businessName: 'La Cave de Claire',
  legalName: 'Cave Vallet SARL',
  ownEmail: 'contact@trois-vallees.test',
  phone: '01 23 45 67 89',
  documentNumber: 'DEV2026-00001',
  amountTTC: '1 234,50 €',
  signature: 'Jean, vigneron',
};

describe('document e-mails (spec §3 dynamic fields)', () => {
  it('fills every field of the French default quote model', () => {
    const model = defaultDocumentMailModel('quote');
    expect(fillMailTemplate(model.subject, values)).toBe(
      'Domaine des Trois Vallées : votre devis DEV2026-00001',
    );
    const body = fillMailTemplate(model.body, values);
    expect(body).toContain('Bonjour Claire Vallet,');
    expect(body).toContain("votre devis DEV2026-00001 d'un montant de 1 234,50 € TTC");
    expect(body).toContain('01 23 45 67 89');
    expect(body).toContain('contact@trois-vallees.test');
    expect(body.endsWith('Jean, vigneron')).toBe(true);
    expect(body).not.toContain('{{');
  });

  it('names the document of each kind', () => {
    expect(defaultDocumentMailModel('bill').subject).toContain('votre facture');
    expect(defaultDocumentMailModel('creditNote').subject).toContain('votre avoir');
  });

  it('fills the business and legal names, tolerates spaces and leaves an unknown field as typed', () => {
    expect(fillMailTemplate('{{ businessName }} / {{legalName}} / {{nope}}', values)).toBe(
      'La Cave de Claire / Cave Vallet SARL / {{nope}}',
    );
  });

  it('writes amounts the French way and signs with the shop when no signature is set', () => {
    expect(mailAmount(123450).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(defaultSignature({ shopName: 'Domaine', phone: '', ownEmail: 'a@b.test' })).toBe(
      'Domaine\na@b.test',
    );
  });

  it('writes a French phone number the French way', () => {
    expect(mailPhone('+33386421810')).toBe('03 86 42 18 10');
    expect(mailPhone('+41223456789')).toBe('+41223456789');
    expect(mailPhone(null)).toBe('');
  });
});
