// Sizes in binary units named as people know them (1 GB = 1024³ bytes): the plans' storage is sold
// as 1 GB and 100 GB of exactly that, so a full Pro account reads '100 GB', not '107.4 GB'.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;
/** From here a value would round up to 1024 of its unit with one decimal: it reads better as the next unit. */
const ROLL_OVER = STEP - 0.05;

/** '12.4 MB' / '12,4 MB': one decimal at most, in the reader's number format; the units read the same in both languages. */
export function formatFileSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= ROLL_OVER && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}

/** How much of the limit is used, 0 to 100 (a limit of 0 is treated as nothing used). */
export function usedPercent(usedBytes: number, limitBytes: number): number {
  if (limitBytes <= 0) return 0;
  return Math.min(100, Math.max(0, (usedBytes / limitBytes) * 100));
}
