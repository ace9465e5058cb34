import { describe, expect, it } from 'vitest';
import { minimumLatePenaltyRateBp } from '../payments/late-penalty.ts';
import {
  defaultPaymentMentionSettings,
  paymentMentionMessages,
  paymentMentionsSchema,
  paymentMentionTexts,
  rateText,
  readPaymentMentionSettings,
} from './payment-mentions.ts';

const messageOf = (value: unknown) => {
  const parsed = paymentMentionsSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};
const fixed = (rateBp: unknown) => ({
  latePenalty: { kind: 'fixedRate', rateBp },
  earlyDiscount: { kind: 'none' },
});
const discount = (rateBp: unknown, days: unknown) => ({
  latePenalty: { kind: 'legalRateTimesThree' },
  earlyDiscount: { kind: 'discount', rateBp, days },
});

describe('paymentMentionsSchema (C. com. L441-9, L441-10)', () => {
  it('a fixed penalty rate is integer basis points from three times the legal interest rate to 50 %', () => {
    expect(paymentMentionMessages.latePenaltyRateRange).toBe(
      'Le taux des pénalités de retard doit être compris entre 8,28 et 50 %',
    );
    expect(messageOf(fixed(minimumLatePenaltyRateBp))).toBeNull();
    expect(messageOf(fixed(minimumLatePenaltyRateBp - 1))).toBe(paymentMentionMessages.latePenaltyRateRange);
    expect(messageOf(fixed(0))).toBe(paymentMentionMessages.latePenaltyRateRange);
    expect(messageOf(fixed(5000))).toBeNull();
    expect(messageOf(fixed(5001))).toBe(paymentMentionMessages.latePenaltyRateRange);
    expect(messageOf(fixed(-1))).toBe(paymentMentionMessages.latePenaltyRateRange);
    expect(messageOf(fixed(1215.5))).toBe(paymentMentionMessages.latePenaltyRateDecimals);
    expect(messageOf(fixed(null))).toBe(paymentMentionMessages.latePenaltyRate);
  });

  it('a discount needs a rate over 0 up to 50 % and 1 to 365 days', () => {
    expect(messageOf(discount(200, 8))).toBeNull();
    expect(messageOf(discount(0, 8))).toBe(paymentMentionMessages.discountRateRange);
    expect(messageOf(discount(5001, 8))).toBe(paymentMentionMessages.discountRateRange);
    expect(messageOf(discount(2.5, 8))).toBe(paymentMentionMessages.discountRateDecimals);
    expect(messageOf(discount(200, 0))).toBe(paymentMentionMessages.discountDaysRange);
    expect(messageOf(discount(200, 366))).toBe(paymentMentionMessages.discountDaysRange);
    expect(messageOf(discount(200, undefined))).toBe(paymentMentionMessages.discountDays);
  });

  it('what was stored but no longer reads gives the defaults', () => {
    expect(readPaymentMentionSettings(undefined)).toEqual(defaultPaymentMentionSettings);
    expect(readPaymentMentionSettings(fixed(9999))).toEqual(defaultPaymentMentionSettings);
    expect(readPaymentMentionSettings(fixed(1000))).toEqual(fixed(1000));
  });
});

describe('paymentMentionTexts', () => {
  it('prints the defaults: three times the legal rate, no discount, the 40 € for a professional only', () => {
    const pro = paymentMentionTexts(defaultPaymentMentionSettings, { isPro: true }, 'fr');
    expect(pro.latePenalty).toBe(
      "Pénalités de retard : trois fois le taux d'intérêt légal, exigibles dès le lendemain de l'échéance.",
    );
    expect(pro.recoveryIndemnity).toContain('40 €');
    expect(pro.earlyDiscount).toBe("Pas d'escompte pour paiement anticipé.");
    expect(
      paymentMentionTexts(defaultPaymentMentionSettings, { isPro: false }, 'fr').recoveryIndemnity,
    ).toBeNull();
  });

  it('prints the shop’s fixed rate and discount, in French and English', () => {
    const settings = {
      latePenalty: { kind: 'fixedRate', rateBp: 1050 },
      earlyDiscount: { kind: 'discount', rateBp: 200, days: 8 },
    } as const;
    const fr = paymentMentionTexts(settings, { isPro: true }, 'fr');
    expect(fr.latePenalty).toBe(
      "Pénalités de retard : 10,5\u00a0% par an, exigibles dès le lendemain de l'échéance.",
    );
    expect(fr.earlyDiscount).toBe(
      'Escompte pour paiement anticipé : 2\u00a0% pour un paiement sous 8 jours.',
    );
    const en = paymentMentionTexts(settings, { isPro: true }, 'en');
    expect(en.latePenalty).toBe('Late-payment penalties: 10.5% a year, from the day after the due date.');
    expect(en.earlyDiscount).toBe('Early-payment discount: 2% for payment within 8 days.');
  });

  it('rateText keeps basis points exact', () => {
    expect(rateText(1215, 'fr')).toBe('12,15\u00a0%');
    expect(rateText(5, 'fr')).toBe('0,05\u00a0%');
    expect(rateText(0, 'en')).toBe('0%');
  });
});
