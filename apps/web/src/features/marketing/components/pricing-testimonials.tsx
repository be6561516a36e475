import { useMarketingText } from '../hooks/use-marketing-text';
import { StoryList } from './customer-stories';

/** The pricing page's three testimonials: the landing page's customer stories. */
export function PricingTestimonials() {
  const { t } = useMarketingText();
  return (
    <section aria-labelledby="testimonials-title" className="mt-16">
      <h2 id="testimonials-title" className="mb-2 text-2xl font-bold text-slate-900">
        {t('pricing.testimonials')}
      </h2>
      <StoryList />
    </section>
  );
}
