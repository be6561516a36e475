import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { MockMeetingCard } from './mock-meeting-card';

export function HeroSection() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-indigo-50 to-slate-50 px-4 pt-20 pb-16 text-center"
    >
      <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
        {t('hero.tagline')}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{t('hero.description')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to={paths.auth.register.getHref()} className={buttonClasses('primary', 'px-6 py-3')}>
          {t('hero.startFree')}
        </Link>
        {/* The code form, which links to sign-in for those with an account (docs/product.md, 'Departures from the original client'). */}
        <Link to={paths.join.getHref()} className={buttonClasses('secondary', 'px-6 py-3')}>
          {t('hero.joinMeeting')}
        </Link>
      </div>
      <MockMeetingCard />
    </section>
  );
}
