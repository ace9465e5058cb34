// The payment mentions a bill to a professional must carry (Code de commerce art. L441-9 and L441-10): the
// late-payment penalty rate, the fixed 40 EUR recovery indemnity (art. D441-5, between professionals only) and the
// early-payment discount terms, or that none is granted. Each shop chooses its penalty rate and discount in the
// billing settings (`shops.settings.sections.billing.paymentMentions`); an issued bill keeps the choice it was
// issued with (`sales_documents.payment_mentions`), so changing the settings never changes an issued bill.
import { z } from 'zod';
import { minimumLatePenaltyRateBp } from '../payments/late-penalty.ts';

/** Rates are integer basis points (12.15 % = 1215): at most two decimals of a percent, no floating point. */
export const maxPaymentMentionRateBp = 5000;

function frenchRate(bp: number): string {
  return (bp / 100).toFixed(2).replace('.', ',');
}

export const paymentMentionMessages = {
  latePenaltyRate: 'Indiquez le taux annuel des pénalités de retard',
  latePenaltyRateDecimals: 'Le taux des pénalités de retard a au plus deux décimales',
  // L441-10: an agreed rate may not be lower than three times the legal interest rate (the reminders' floor too)
  latePenaltyRateRange: `Le taux des pénalités de retard doit être compris entre ${frenchRate(minimumLatePenaltyRateBp)} et 50 %`,
  discountRate: "Indiquez le taux de l'escompte",
  discountRateDecimals: "Le taux de l'escompte a au plus deux décimales",
  discountRateRange: "Le taux de l'escompte doit être compris entre 0,01 et 50 %",
  discountDays: "Indiquez le délai de l'escompte en jours",
  discountDaysRange: "Le délai de l'escompte doit être un nombre entier de jours entre 1 et 365",
} as const;

const m = paymentMentionMessages;
const latePenaltyRateBp = z
  .number(m.latePenaltyRate)
  .int(m.latePenaltyRateDecimals)
  .min(minimumLatePenaltyRateBp, m.latePenaltyRateRange)
  .max(maxPaymentMentionRateBp, m.latePenaltyRateRange);
const discountRateBp = z
  .number(m.discountRate)
  .int(m.discountRateDecimals)
  .min(1, m.discountRateRange)
  .max(maxPaymentMentionRateBp, m.discountRateRange);
const discountDays = z
  .number(m.discountDays)
  .int(m.discountDaysRange)
  .min(1, m.discountDaysRange)
  .max(365, m.discountDaysRange);

export const paymentMentionsSchema = z.strictObject({
  /** 'legalRateTimesThree': the legal floor of L441-10, whatever the half-year's legal rate; or a fixed yearly rate */
  latePenalty: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('legalRateTimesThree') }),
    z.strictObject({ kind: z.literal('fixedRate'), rateBp: latePenaltyRateBp }),
  ]),
  /** 'none': "Pas d'escompte pour paiement anticipé"; or a discount for payment within a number of days */
  earlyDiscount: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('discount'), rateBp: discountRateBp, days: discountDays }),
  ]),
});
export type PaymentMentionSettings = z.output<typeof paymentMentionsSchema>;

export const defaultPaymentMentionSettings: PaymentMentionSettings = {
  latePenalty: { kind: 'legalRateTimesThree' },
  earlyDiscount: { kind: 'none' },
};

/** The stored choice, or the defaults when none was saved (or what was stored no longer reads). */
export function readPaymentMentionSettings(stored: unknown): PaymentMentionSettings {
  const parsed = paymentMentionsSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultPaymentMentionSettings;
}

/**
 * The yearly late-penalty rate a bill agreed (L441-10): the one its frozen mentions print (three times the legal
 * interest rate, or the fixed rate), else, for a bill issued before the mentions were frozen, the reminders' rate.
 */
export function agreedLatePenaltyRateBp(frozenMentions: unknown, fallbackBp: number): number {
  const parsed = paymentMentionsSchema.safeParse(frozenMentions);
  if (!parsed.success) return fallbackBp;
  const penalty = parsed.data.latePenalty;
  return penalty.kind === 'fixedRate' ? penalty.rateBp : minimumLatePenaltyRateBp;
}

/** 1215 → '12,15 %' (fr) or '12.15%' (en); a no-break space before the French percent sign. */
export function rateText(bp: number, lang: 'fr' | 'en'): string {
  const units = Math.trunc(bp / 100);
  const decimals = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  const number = decimals ? `${units}${lang === 'fr' ? ',' : '.'}${decimals}` : `${units}`;
  return lang === 'fr' ? `${number}\u00a0%` : `${number}%`;
}

export interface PaymentMentionTexts {
  /** subject PMD of the Factur-X notes */
  latePenalty: string;
  /** subject PMT; null for a private buyer (D441-5 applies between professionals) */
  recoveryIndemnity: string | null;
  /** subject AAB */
  earlyDiscount: string;
}

/**
 * The three mentions as printed, in the PDF's language. Example (fr, fixed rate 1000, discount 200 within 8
 * days, pro): 'Pénalités de retard : 10 % par an, exigibles dès le lendemain de l'échéance.', the 40 € indemnity,
 * 'Escompte pour paiement anticipé : 2 % pour un paiement sous 8 jours.'
 */
export function paymentMentionTexts(
  settings: PaymentMentionSettings,
  buyer: { isPro: boolean },
  lang: 'fr' | 'en',
): PaymentMentionTexts {
  const { latePenalty, earlyDiscount } = settings;
  if (lang === 'en') {
    const rate =
      latePenalty.kind === 'fixedRate'
        ? `${rateText(latePenalty.rateBp, 'en')} a year`
        : 'three times the French legal interest rate';
    return {
      latePenalty: `Late-payment penalties: ${rate}, from the day after the due date.`,
      recoveryIndemnity: buyer.isPro
        ? 'Fixed recovery indemnity for late payment: 40 EUR (C. com. art. D441-5).'
        : null,
      earlyDiscount:
        earlyDiscount.kind === 'discount'
          ? `Early-payment discount: ${rateText(earlyDiscount.rateBp, 'en')} for payment within ${earlyDiscount.days} day${earlyDiscount.days === 1 ? '' : 's'}.`
          : 'No discount for early payment.',
    };
  }
  const rate =
    latePenalty.kind === 'fixedRate'
      ? `${rateText(latePenalty.rateBp, 'fr')} par an`
      : "trois fois le taux d'intérêt légal";
  return {
    latePenalty: `Pénalités de retard : ${rate}, exigibles dès le lendemain de l'échéance.`,
    recoveryIndemnity: buyer.isPro
      ? 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (C. com. art. D441-5).'
      : null,
    earlyDiscount:
      earlyDiscount.kind === 'discount'
        ? `Escompte pour paiement anticipé : ${rateText(earlyDiscount.rateBp, 'fr')} pour un paiement sous ${earlyDiscount.days} jour${earlyDiscount.days === 1 ? '' : 's'}.`
        : "Pas d'escompte pour paiement anticipé.",
  };
}
