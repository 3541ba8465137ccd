const CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A price in dollars: two decimals when it has cents ("$59.80"), none when whole ("$299"). */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? WHOLE_DOLLARS.format(amount) : CENTS.format(amount);
}
