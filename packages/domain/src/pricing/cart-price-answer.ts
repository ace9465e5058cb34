// The answer item of POST /v1/orders/get-cart-price (contract): euros as JSON numbers with 2 decimals.
import type { Cents } from '../money/index.ts';
import { cents, centsToEuros } from '../money/index.ts';
import type { CartPriceResult } from './cart-price-types.ts';
import type { PromoCodeStatus } from './promo-codes.ts';
import type { ShippingChoice } from './shipping.ts';

export interface CartPriceAnswerShipping {
  kind: ShippingChoice['kind'];
  id: string | null;
  nbrPackages: number;
  free: boolean;
  totalHT: number;
  margin: number;
  totalWithMargin: number;
  commission: number;
  totalWithFees: number;
  tva: number;
  totalTTC: number;
}

export interface CartPriceAnswerLine {
  productId: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
  freeUnits: number;
  listUnitPrice: number;
  unitPriceHT: number;
  unitPriceTTC: number;
  discount: number;
  duties: number;
  totalHT: number;
  totalVAT: number;
  totalTTC: number;
}

export interface CartPriceAnswerPromoCode {
  code: string;
  status: PromoCodeStatus;
  amount: number;
  message: string | null;
}

export interface CartPriceAnswer {
  sellerId: string;
  price: {
    totalTTC: number;
    totalHT: number;
    totalVAT: number;
    /** spec §3 price.promoAmount, in the typology's price base (priceBase); the promotion code included. */
    promoAmount: number;
    /** The promotion code entered for this order: what it took off (price base), or why not (message). */
    promoCode?: CartPriceAnswerPromoCode | null;
    priceBase: CartPriceResult['priceBase'];
    touristTaxTTC: number;
    shipping: CartPriceAnswerShipping;
    /** rate in percent (5.5 for 5.5 %). */
    vatBreakdown: { rate: number; totalHT: number; totalVAT: number; totalTTC: number }[];
  };
  francoPercent: number;
  amountBeforeFranco: number | null;
  amountBeforeBottleFranco: number | null;
  franco: boolean;
  lines: CartPriceAnswerLine[];
  reservations: { key: string; totalTTC: number; touristTaxQuantity: number; touristTaxTTC: number }[];
}

const euros = (amount: Cents): number => centsToEuros(amount);

/** Maps a result to the contract's answer item; every amount goes through centsToEuros. */
export function toCartPriceAnswer(result: CartPriceResult): CartPriceAnswer {
  const { shipping, franco } = result;
  return {
    sellerId: result.sellerId,
    price: {
      totalTTC: euros(result.totalTTCCents),
      totalHT: euros(result.totalHTCents),
      totalVAT: euros(result.totalVATCents),
      promoAmount: euros(result.discountTotalCents),
      promoCode: result.promoCode && {
        code: result.promoCode.code,
        status: result.promoCode.status,
        amount: euros(result.promoCode.discountCents),
        message: result.promoCode.message,
      },
      priceBase: result.priceBase,
      touristTaxTTC: euros(result.touristTaxCents),
      shipping: {
        kind: shipping.kind,
        id: shipping.id,
        nbrPackages: shipping.nbrPackages,
        free: shipping.free,
        totalHT: euros(shipping.totalHTCents),
        margin: euros(shipping.marginCents),
        totalWithMargin: euros(shipping.totalWithMarginCents),
        commission: euros(shipping.commissionCents),
        totalWithFees: euros(shipping.totalWithFeesCents),
        tva: euros(shipping.vatCents),
        totalTTC: euros(shipping.totalTTCCents),
      },
      vatBreakdown: result.vatBreakdown.map((entry) => ({
        rate: entry.rateBasisPoints / 100,
        totalHT: euros(entry.htCents),
        totalVAT: euros(entry.vatCents),
        totalTTC: euros(entry.ttcCents),
      })),
    },
    francoPercent: franco.francoPercent,
    amountBeforeFranco:
      franco.amountBeforeFrancoCents === null ? null : euros(franco.amountBeforeFrancoCents),
    amountBeforeBottleFranco: franco.bottlesBeforeFranco,
    franco: franco.franco,
    lines: result.lines.map((line) => ({
      productId: line.productId,
      formatId: line.formatId,
      vintageId: line.vintageId,
      quantity: line.quantity,
      freeUnits: line.freeUnits,
      listUnitPrice: euros(line.listUnitCents),
      unitPriceHT: euros(line.unitHTCents),
      unitPriceTTC: euros(line.unitTTCCents),
      discount: euros(line.discountCents),
      duties: euros(cents(line.exciseCents + line.socialSecurityLevyCents + line.customTaxCents)),
      totalHT: euros(line.htCents),
      totalVAT: euros(line.vatCents),
      totalTTC: euros(line.ttcCents),
    })),
    reservations: result.reservations.map((reservation) => ({
      key: reservation.key,
      totalTTC: euros(reservation.ttcCents),
      touristTaxQuantity: reservation.touristTaxQuantity,
      touristTaxTTC: euros(reservation.touristTaxCents),
    })),
  };
}
