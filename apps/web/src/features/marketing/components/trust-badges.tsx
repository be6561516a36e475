import Check from 'lucide-react/icons/check';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { LANDING_STATS } from '../config/landing';
import { useMarketingText } from '../hooks/use-marketing-text';
import { formatPercent } from '../utils/format';

/** The trust badges: promises to the buyer, then standards (docs/product.md, 'Pricing page'). */
export function TrustBadges() {
  const { t, language } = useMarketingText();
  const groups = [
    {
      key: 'promises',
      Icon: Check,
      badges: [
        t('pricing.trust.noCard'),
        t('pricing.trust.cancel'),
        t('pricing.trust.gdpr'),
        t('pricing.trust.support'),
      ],
    },
    {
      key: 'standards',
      Icon: ShieldCheck,
      badges: [
        t('pricing.trust.iso'),
        t('pricing.trust.soc2'),
        t('pricing.trust.gdprShort'),
        t('pricing.trust.uptime', { value: formatPercent(LANDING_STATS.uptime, language) }),
      ],
    },
  ] as const;

  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2">
      {groups.map(({ key, Icon, badges }) => (
        <section key={key} aria-labelledby={`trust-${key}`}>
          <h2 id={`trust-${key}`} className="text-sm font-semibold text-slate-900">
            {t(`pricing.trust.${key}`)}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li
                key={badge}
                className="flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700"
              >
                <Icon aria-hidden="true" className="size-4 text-emerald-700" />
                {badge}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
