import { PLAN_LIMITS } from '@vm/contracts/plan-limits';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { PLAN_STORAGE_GB } from '../config/plans';
import { useMarketingText } from '../hooks/use-marketing-text';
import { formatUnit } from '../utils/format';

// The six questions of docs/product.md, 'Pricing page', in its order.
const questions = ['free', 'refund', 'upgrade', 'cancel', 'enterprise', 'recording'] as const;

/** The pricing FAQ as an accordion; `#faq` is its anchor (the footer links to it). */
export function PricingFaq() {
  const { t, language } = useMarketingText();
  const values = {
    limit: PLAN_LIMITS.enterprise.maxParticipants,
    size: formatUnit(PLAN_STORAGE_GB.pro ?? 0, 'gigabyte', language),
  };
  const items = questions.map((key) => ({
    id: key,
    title: t(`pricing.faq.${key}.question`),
    content: <p>{t(`pricing.faq.${key}.answer`, values)}</p>,
  }));

  return (
    <section id="faq" aria-labelledby="faq-title" className="mt-16 scroll-mt-8">
      <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
        {t('pricing.faq.title')}
      </h2>
      <div className="mt-6">
        <Accordion items={items} headingLevel={3} />
      </div>
    </section>
  );
}
