/**
 * `items` in slices of at most `size`. Queries with `in (...)` over many ids use it: PostgreSQL takes at
 * most 65535 parameters and older SQLite builds 999, so a list as long as a busy day's meetings is cut.
 */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const slices: T[][] = [];
  for (let index = 0; index < items.length; index += size) slices.push(items.slice(index, index + size));
  return slices;
}
