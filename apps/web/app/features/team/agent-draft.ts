// The agent's form as typed: its French messages (spec §5 texts of the domain; the commission's, the API's words)
// and the body sent to POST /v1/agents or PUT /v1/agents/{id}.
import { validationMessages } from '@sarment/domain/validation/messages';
import { isEmail } from '@sarment/domain/validation/text-rules';
import { serverFieldErrors } from '../kit/form-errors.ts';
import type { Agent, AgentFields } from './team-types.ts';

export interface AgentDraft {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  territory: string;
  /** as the number field reads it: null when empty, NaN when it is no number */
  commissionRate: number | null;
}

export const emptyAgentDraft: AgentDraft = {
  email: '',
  firstname: '',
  lastname: '',
  phone: '',
  territory: '',
  commissionRate: null,
};

export function agentDraftOf(agent: Agent): AgentDraft {
  return {
    email: agent.email,
    firstname: agent.firstname ?? '',
    lastname: agent.lastname ?? '',
    phone: agent.phone ?? '',
    territory: agent.territory ?? '',
    commissionRate: agent.commissionRate,
  };
}

/** The API's message for a rate out of range, not a number or with more than 2 decimals (team/agents.schemas.ts). */
export const commissionMessage =
  'Le taux de commission doit être un nombre entre 0 et 100, avec 2 décimales au plus.';

/** The commission's message: a number from 0 to 100 with 2 decimals at most ('8,5', '12,25'); none when empty. */
export function commissionError(rate: number | null): string | undefined {
  if (rate === null) return undefined;
  if (Number.isNaN(rate) || rate < 0 || rate > 100) return commissionMessage;
  // in basis points the rate is a whole number (8.5 % = 850); a float's noise below that is not a decimal
  if (Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6) return commissionMessage;
  return undefined;
}

type AgentField = keyof AgentDraft;

/**
 * The first message of each field; {} when the draft may be sent. The names are not asked here: an existing
 * agent account keeps its own, and the API says (422, under the fields) when a new account needs them.
 */
export function agentFieldErrors(draft: AgentDraft): Partial<Record<AgentField, string>> {
  const errors: Partial<Record<AgentField, string>> = {};
  if (draft.email.trim() === '') errors.email = validationMessages.needed;
  else if (!isEmail(draft.email.trim())) errors.email = validationMessages.email;
  const commission = commissionError(draft.commissionRate);
  if (commission) errors.commissionRate = commission;
  return errors;
}

/**
 * The fields an API refusal names: its `errors[]` (a phone it refuses...), or, for a new account without names
 * (422 `names_required`, one message), that message under the name fields left empty.
 */
export function agentRefusalFields(status: number, data: unknown, draft: AgentDraft): Record<string, string> {
  const byField: Record<string, string> = { ...serverFieldErrors(status, data) };
  const refusal = data as { code?: unknown; message?: unknown } | null;
  if (status === 422 && refusal?.code === 'names_required' && typeof refusal.message === 'string') {
    for (const field of ['firstname', 'lastname'] as const)
      if (draft[field].trim() === '') byField[field] ??= refusal.message;
  }
  return byField;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of POST /v1/agents; PUT sends the agent's GET shape with its territory and rate from here. */
export function agentFieldsOf(draft: AgentDraft): AgentFields {
  return {
    email: draft.email.trim(),
    // absent rather than null when empty (the API takes a name or nothing; an existing account keeps its own)
    ...(draft.firstname.trim() ? { firstname: draft.firstname.trim() } : {}),
    ...(draft.lastname.trim() ? { lastname: draft.lastname.trim() } : {}),
    phone: textOrNull(draft.phone),
    territory: textOrNull(draft.territory),
    commissionRate: draft.commissionRate,
  };
}

export const sameAgentDraft = (a: AgentDraft, b: AgentDraft) =>
  JSON.stringify(agentFieldsOf(a)) === JSON.stringify(agentFieldsOf(b));

/** '8,5 %' (French decimals, a no-break space before the sign); '' without a rate. */
export const formatCommission = (rate: number | null) =>
  rate === null ? '' : `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(rate)}\u00a0%`;
