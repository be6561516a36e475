import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { landingSections, paths } from '#web/config/paths.ts';
import { useMarketingText } from '../hooks/use-marketing-text';
import { belowTheFold, MarketingSection } from './marketing-section';
import { StoryList } from './customer-stories';

const outlineOnDark =
  'inline-flex items-center justify-center rounded-lg px-6 py-3 text-sm font-semibold text-white ring-1 ring-white ' +
  'hover:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2';

/** Customer stories, about and the call to action: the end of the landing page. */
export function ClosingSections() {
  const { t } = useMarketingText();
  return (
    <>
      <MarketingSection id="stories" title={t('stories.title')}>
        <StoryList />
      </MarketingSection>
      <MarketingSection id={landingSections.about} title={t('about.title')}>
        <p className="max-w-3xl text-lg text-slate-700">{t('about.description')}</p>
      </MarketingSection>
      <section
        aria-labelledby="cta-title"
        data-surface="dark"
        className={`bg-indigo-700 px-4 py-16 text-center text-white ${belowTheFold}`}
      >
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-50">{t('cta.description')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={paths.auth.register.getHref()} className={buttonClasses('secondary', 'px-6 py-3')}>
            {t('cta.startFree')}
          </Link>
          {/* The code form, which links to sign-in for those with an account (docs/product.md, 'Departures from the original client'). */}
          <Link to={paths.join.getHref()} className={outlineOnDark}>
            {t('cta.joinMeeting')}
          </Link>
        </div>
      </section>
    </>
  );
}
