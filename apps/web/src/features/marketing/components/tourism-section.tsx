import Hotel from 'lucide-react/icons/hotel';
import Plane from 'lucide-react/icons/plane';
import { landingSections } from '#web/config/paths.ts';
import { useMarketingText } from '../hooks/use-marketing-text';
import { MarketingSection } from './marketing-section';

const audiences = [
  { key: 'agencies', Icon: Plane },
  { key: 'hotels', Icon: Hotel },
] as const;

/** Use cases for the travel industry, one of the product's audiences (docs/product.md, 'What the product is'). */
export function TourismSection() {
  const { t } = useMarketingText();
  return (
    <MarketingSection id={landingSections.tourism} title={t('tourism.title')} description={t('tourism.description')}>
      <div className="grid gap-6 md:grid-cols-2">
        {audiences.map(({ key, Icon }) => (
          <article key={key} aria-labelledby={`tourism-${key}`} className="rounded-2xl bg-indigo-700 p-8 text-white">
            <Icon aria-hidden="true" className="size-8" />
            <h3 id={`tourism-${key}`} className="mt-4 text-xl font-semibold">
              {t(`tourism.${key}.title`)}
            </h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-indigo-50">
              {t(`tourism.${key}.points`, { returnObjects: true }).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </MarketingSection>
  );
}
