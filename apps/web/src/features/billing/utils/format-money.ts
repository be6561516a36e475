/** An amount in the currency's smallest unit (Stripe's cents) in the reader's language: €5.99, 5,99 €. */
export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** Pro's list prices (docs/product.md, 'Plans'), in cents, as the pricing page shows them. */
export const PRO_PRICE_CENTS = { month: 599, year: 5988 } as const;
