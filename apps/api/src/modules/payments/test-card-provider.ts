// The built-in test provider: no network, deterministic, used by the demo and the browser tests. It follows
// Stripe's test cards so the same numbers work with both providers. Its references carry what it needs
// (card number suffix, a random part), so it keeps no state between calls.
import { createHash } from 'node:crypto';
import { isValidIban } from '@sarment/domain/payments';
import { normalizeCardNumber } from '@sarment/domain/validation';
import type {
  CardProvider,
  ChargeRequest,
  ChargeResult,
  ConfirmSetupRequest,
  RefundRequest,
  RefundResult,
  SepaMandateRequest,
  SepaMandateResult,
  SetupCardRequest,
  SetupCardResult,
} from './card-provider.ts';

/** Test card numbers and what they do (Stripe's numbers, https://docs.stripe.com/testing). */
export const testCards = {
  /** imprint and debit succeed */
  success: '4242 4242 4242 4242',
  /** the bank asks for 3-D Secure at the imprint; the later off-session debit succeeds */
  threeDSecure: '4000 0025 0000 3155',
  /** declined at the imprint */
  declined: '4000 0000 0000 0002',
  /** the imprint succeeds, the later debit is declined */
  declinedAtDebit: '4000 0000 0000 0341',
} as const;

type Behaviour = 'success' | 'threeDSecure' | 'declined' | 'declinedAtDebit';

function behaviourOf(number: string): Behaviour | null {
  const digits = normalizeCardNumber(number);
  for (const [behaviour, card] of Object.entries(testCards)) {
    if (normalizeCardNumber(card) === digits) return behaviour as Behaviour;
  }
  return null;
}

/**
 * Test IBANs (Stripe's French test numbers): any valid IBAN gives a mandate that is processing when created and
 * completed when read again; this one ends in error, as a refused mandate.
 */
export const testIbans = {
  success: 'FR14 2004 1010 0505 0001 3M02 606',
  refused: 'FR30 2004 1010 0505 0001 3M02 609',
} as const;

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** `tst_seti_<behaviour>_<last4>_<hash of the idempotency key>`: the same key gives the same imprint. */
function setupRefOf(behaviour: Behaviour, last4: string, idempotencyKey: string) {
  return `tst_seti_${behaviour}_${last4}_${shortHash(idempotencyKey)}`;
}

function parseRef(ref: string) {
  const match = /^tst_(?:seti|pm)_(\w+?)_(\d{4})_([0-9a-f]{16})$/.exec(ref);
  return match ? { behaviour: match[1] as Behaviour, last4: match[2]!, hash: match[3]! } : null;
}

const succeeded = (ref: { behaviour: Behaviour; last4: string; hash: string }, setupRef: string) =>
  ({
    status: 'succeeded',
    setupRef,
    paymentMethodRef: `tst_pm_${ref.behaviour}_${ref.last4}_${ref.hash}`,
    brand: 'visa',
    last4: ref.last4,
  }) as const;

/** The RUM a test mandate shows: 'TST-' and its reference's last 12 characters, upper case. */
const mandateReference = (mandateRef: string) => `TST-${mandateRef.slice(-12).toUpperCase()}`;

export function createTestCardProvider(): CardProvider {
  return {
    name: 'test',
    async setupCard(request: SetupCardRequest): Promise<SetupCardResult> {
      if (request.card.kind !== 'card')
        return { status: 'failed', reason: 'the test provider takes card numbers' };
      const digits = normalizeCardNumber(request.card.number);
      const behaviour = behaviourOf(digits);
      if (!behaviour || behaviour === 'declined') return { status: 'failed', reason: 'card_declined' };
      const setupRef = setupRefOf(behaviour, digits.slice(-4), request.idempotencyKey);
      if (behaviour === 'threeDSecure') {
        const redirect = new URL(request.returnUrl, 'http://localhost');
        redirect.searchParams.set('setup_intent', setupRef);
        return {
          status: 'requiresAction',
          setupRef,
          redirectUrl: `${redirect.pathname}${redirect.search}`,
          last4: digits.slice(-4),
        };
      }
      return succeeded(parseRef(setupRef)!, setupRef);
    },
    async confirmSetup(request: ConfirmSetupRequest): Promise<SetupCardResult> {
      const ref = parseRef(request.setupRef);
      if (!ref) return { status: 'failed', reason: 'unknown setup' };
      if (ref.behaviour === 'threeDSecure' && !request.approved) {
        return { status: 'failed', setupRef: request.setupRef, reason: 'authentication_failed' };
      }
      return succeeded(ref, request.setupRef);
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const ref = parseRef(request.paymentMethodRef);
      const chargeRef = `tst_pi_${shortHash(request.idempotencyKey)}`;
      if (!ref || ref.behaviour === 'declinedAtDebit')
        return { status: 'failed', chargeRef, reason: 'card_declined' };
      return { status: 'succeeded', chargeRef };
    },
    async cancelSetup() {},
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!/^tst_pi_[0-9a-f]{16}$/.test(request.chargeRef))
        return { status: 'failed', reason: 'unknown charge' };
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
        return { status: 'failed', reason: 'invalid amount' };
      return { status: 'succeeded', refundRef: `tst_re_${shortHash(request.idempotencyKey)}` };
    },
    async createSepaMandate(request: SepaMandateRequest): Promise<SepaMandateResult> {
      const iban = request.iban.replace(/\s+/g, '').toUpperCase();
      if (!isValidIban(iban)) return { status: 'error', reason: 'invalid_iban' };
      const outcome = iban === testIbans.refused.replace(/\s+/g, '') ? 'refused' : 'success';
      const mandateRef = `tst_mandate_${outcome}_${shortHash(request.idempotencyKey)}`;
      return { status: 'processing', mandateRef, reference: mandateReference(mandateRef) };
    },
    async readSepaMandate(mandateRef: string): Promise<SepaMandateResult> {
      const match = /^tst_mandate_(success|refused)_[0-9a-f]{16}$/.exec(mandateRef);
      if (!match) return { status: 'error', reason: 'unknown mandate' };
      return match[1] === 'refused'
        ? { status: 'error', mandateRef, reason: 'mandate_refused' }
        : { status: 'completed', mandateRef, reference: mandateReference(mandateRef) };
    },
  };
}
