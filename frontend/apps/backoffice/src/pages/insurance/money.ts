import type { Money } from '@zrm/api';
import { currencyOf, formatMoney, type Currency } from '@zrm/format';

const asCurrency = (code: string): Currency => (code === 'NOK' ? 'NOK' : 'SEK');

/** An amount the insurance service sends (minor units with its currency). */
export function formatInsuranceMoney(money: Money): string {
  return formatMoney(money.minor_units, asCurrency(money.currency));
}

/** A whole-kronor amount of the rules and the sale form, in the country's currency. */
export function formatKronor(amount: number, country: string): string {
  return formatMoney(Math.round(amount) * 100, currencyOf(country));
}
