import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * An e-mail address and the stretch of time in which what was written to it is one account's
 * (decision record 019, 'Earlier addresses'): from just after the address's previous holder let it
 * go (open when nobody held it before) up to and including the moment this account let it go (open
 * while it still holds it). The account module works the spans out; the modules that keep data by
 * address export and delete by them, so an address that later belongs to someone else keeps that
 * person's data theirs.
 */
export interface AddressSpan {
  email: string;
  /** Exclusive; null: from the beginning. */
  after: string | null;
  /** Inclusive; null: up to now and on. */
  until: string | null;
}

/** Whether something written to `email` at `at` (an ISO instant) falls in one of the spans. */
export function inSpans(spans: readonly AddressSpan[], email: string, at: string): boolean {
  const when = Date.parse(at);
  return spans.some(
    (span) =>
      span.email === email &&
      (span.after === null || when > Date.parse(span.after)) &&
      (span.until === null || when <= Date.parse(span.until)),
  );
}

/**
 * The SQL condition 'the row's address column and instant column fall in one of the spans', for
 * `.where(...)`. Instants are ISO strings in SQLite and timestamptz in PostgreSQL; both compare in
 * time order against an ISO parameter. No spans match nothing.
 */
export function withinSpans(emailColumn: string, atColumn: string, spans: readonly AddressSpan[]): Expression<SqlBool> {
  if (spans.length === 0) return sql<SqlBool>`1 = 0`;
  const email = sql.ref(emailColumn);
  const at = sql.ref(atColumn);
  const each = spans.map((span) => {
    const parts = [sql`${email} = ${span.email}`];
    if (span.after !== null) parts.push(sql`${at} > ${span.after}`);
    if (span.until !== null) parts.push(sql`${at} <= ${span.until}`);
    return sql`(${sql.join(parts, sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}
