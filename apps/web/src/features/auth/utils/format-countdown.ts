/** Seconds as m:ss, the code dialog's countdown (docs/product.md, 'Registration'): 60 -> '1:00', 9 -> '0:09'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
