/** Rounds an amount to the cent, so sums show no float noise; null stays null. */
export function cents(amount: number | null): number | null {
  return amount === null ? null : Math.round(amount * 100) / 100;
}
