import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { landingSections } from '../../../config/paths';

const featureKeys = ['browser', 'codes', 'invitations'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 text-slate-600">{children}</div>
    </section>
  );
}

/** Features, tourism and about: short and only what the product does. */
export function LandingSections() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <Section id={landingSections.features} title={t('features.title')}>
        <ul className="grid gap-6 sm:grid-cols-3">
          {featureKeys.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
              <p className="mt-2">{t(`features.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id={landingSections.tourism} title={t('tourism.title')}>
        <p>{t('tourism.description')}</p>
      </Section>
      <Section id={landingSections.about} title={t('about.title')}>
        <p>{t('about.description')}</p>
      </Section>
    </>
  );
}
