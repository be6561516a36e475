import { LANDING_STATS } from '../config/landing';
import { useMarketingText } from '../hooks/use-marketing-text';
import { formatCompact, formatNumber, formatPercent } from '../utils/format';
import { belowTheFold } from './marketing-section';

/** The claimed figures (docs/product.md, 'What the product is'), each number in the visitor's language. */
export function StatsStrip() {
  const { t, language } = useMarketingText();
  const atLeast = (value: string) => t('stats.atLeast', { value });
  const stats = [
    ['uptime', formatPercent(LANDING_STATS.uptime, language)],
    ['support', t('stats.supportValue')],
    ['users', atLeast(formatCompact(LANDING_STATS.users, language))],
    ['countries', atLeast(formatNumber(LANDING_STATS.countries, language))],
    ['meetings', atLeast(formatCompact(LANDING_STATS.meetings, language))],
    ['agencies', atLeast(formatNumber(LANDING_STATS.agencies, language))],
  ] as const;

  return (
    <section aria-label={t('stats.label')} className={`border-y border-slate-200 bg-white ${belowTheFold}`}>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 text-center sm:grid-cols-3 lg:grid-cols-6">
        {stats.map(([key, value]) => (
          // Term after value on screen, as stats strips read; the DOM keeps the list's dt-dd order.
          <div key={key} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-slate-600">{t(`stats.${key}`)}</dt>
            <dd className="text-3xl font-bold text-indigo-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
