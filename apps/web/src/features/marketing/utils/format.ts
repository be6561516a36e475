// Numbers on the marketing pages follow the chosen language (Intl), e.g. 1,000 and 99.9% in English,
// 1.000 and %99,9 in Turkish.

export function formatEuro(amount: number, language: string): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

export function formatPercent(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}

/** 50000 as '50K' (English) or '50 B' (Turkish). */
export function formatCompact(value: number, language: string): string {
  return new Intl.NumberFormat(language, { notation: 'compact' }).format(value);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** '40 minutes', '24 hours', '100 GB' and their Turkish forms, without plural rules of our own. */
export function formatUnit(value: number, unit: 'minute' | 'hour' | 'gigabyte', language: string): string {
  const unitDisplay = unit === 'gigabyte' ? 'short' : 'long';
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay }).format(value);
}
