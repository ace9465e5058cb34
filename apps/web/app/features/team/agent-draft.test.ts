// The agent's form rules: the commission is 0 to 100 with 2 decimals at most (as typed in French), the e-mail is
// needed, the names are left to the API (an existing agent account keeps its own), and the rate reads '8,5 %'.

import { describe, expect, it } from 'vitest';
import { readFrenchNumber } from '../kit/number-field.tsx';
import {
  agentFieldErrors,
  agentFieldsOf,
  agentRefusalFields,
  commissionError,
  commissionMessage,
  emptyAgentDraft,
  formatCommission,
} from './agent-draft.ts';

describe('commissionError', () => {
  it('takes 0 to 100 with up to 2 decimals, as typed in French', () => {
    for (const typed of ['0', '7,5', '8,25', '12,34', '99,99', '100', '0,01', ''])
      expect(commissionError(readFrenchNumber(typed)), typed).toBeUndefined();
  });

  it('refuses a rate out of range, with a third decimal or no number', () => {
    for (const typed of ['-1', '100,01', '8,555', '0,001', 'huit', '7,5 %'])
      expect(commissionError(readFrenchNumber(typed)), typed).toBe(commissionMessage);
  });
});

describe('agentFieldErrors', () => {
  it('needs a valid e-mail and a valid rate, not the names (the API asks them of a new account)', () => {
    expect(agentFieldErrors(emptyAgentDraft)).toEqual({ email: 'Ce champ ne peut pas être vide' });
    expect(agentFieldErrors({ ...emptyAgentDraft, email: 'marc@', commissionRate: 120 })).toEqual({
      email: 'Le mail est incorrect',
      commissionRate: commissionMessage,
    });
    expect(agentFieldErrors({ ...emptyAgentDraft, email: 'marc@agents.fr', commissionRate: 7.5 })).toEqual(
      {},
    );
  });
});

describe('agentFieldsOf', () => {
  it('sends trimmed texts, null for what is empty, the rate as a number', () => {
    expect(
      agentFieldsOf({
        email: ' marc@agents.fr ',
        firstname: 'Marc',
        lastname: ' Lenoir ',
        phone: '',
        territory: ' Bourgogne, Rhône ',
        commissionRate: 7.5,
      }),
    ).toEqual({
      email: 'marc@agents.fr',
      firstname: 'Marc',
      lastname: 'Lenoir',
      phone: null,
      territory: 'Bourgogne, Rhône',
      commissionRate: 7.5,
    });
  });
});

describe('agentFieldsOf without names', () => {
  it('leaves the empty names out (the API takes a name or nothing, never null)', () => {
    expect(
      Object.keys(agentFieldsOf({ ...emptyAgentDraft, email: 'marc@agents.fr', firstname: ' ' })),
    ).toEqual(['email', 'phone', 'territory', 'commissionRate']);
  });
});

describe('formatCommission', () => {
  it('writes the rate in French with its sign', () => {
    expect(formatCommission(8.5)).toBe('8,5\u00a0%');
    expect(formatCommission(10)).toBe('10\u00a0%');
    expect(formatCommission(12.25)).toBe('12,25\u00a0%');
    expect(formatCommission(null)).toBe('');
  });
});

describe('agentRefusalFields', () => {
  const namesRequired = {
    code: 'names_required',
    message: 'Le prénom et le nom sont obligatoires pour créer le compte d’un nouvel agent.',
  };
  it('puts the API’s names_required message under the name fields left empty', () => {
    const draft = { ...emptyAgentDraft, email: 'nina@exemple.fr', firstname: 'Nina' };
    expect(agentRefusalFields(422, namesRequired, draft)).toEqual({ lastname: namesRequired.message });
    expect(agentRefusalFields(422, namesRequired, { ...draft, firstname: ' ' })).toEqual({
      firstname: namesRequired.message,
      lastname: namesRequired.message,
    });
  });

  it('keeps the fields the API names, and nothing for another refusal', () => {
    expect(
      agentRefusalFields(
        400,
        { errors: [{ path: ['phone'], message: "Ce numéro n'est pas valide" }] },
        emptyAgentDraft,
      ),
    ).toEqual({ phone: "Ce numéro n'est pas valide" });
    expect(
      agentRefusalFields(
        409,
        { code: 'already_agent', message: 'Cet agent représente déjà votre boutique.' },
        emptyAgentDraft,
      ),
    ).toEqual({});
  });
});
