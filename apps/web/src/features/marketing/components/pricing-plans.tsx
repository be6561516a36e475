import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { type BillingPeriod, formatEuro, FREE_PRICE_EUR, PRO_PRICE_EUR } from '../config/plans';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';

/** The three plans with the monthly/yearly toggle. Paid plans are arranged by e-mail for now. */
export function PricingPlans() {
  const { t, i18n } = useTranslation('marketing');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const mailLink = (label: string) =>
    env.contactEmail ? (
      <a href={`mailto:${env.contactEmail}`} className={buttonClasses('secondary', 'w-full')}>
        {label}
      </a>
    ) : (
      <p className="text-sm text-slate-500">{t('pricing.contactPending')}</p>
    );

  return (
    <div className="flex flex-col items-center gap-10">
      <BillingToggle value={period} onChange={setPeriod} />
      <div className="grid w-full gap-6 md:grid-cols-3">
        <PlanCard
          name={t('pricing.plans.free.name')}
          plan="free"
          price={formatEuro(FREE_PRICE_EUR, language)}
          priceNote={t('pricing.perMonth')}
          cta={
            <Link to={paths.auth.register.getHref()} className={buttonClasses('primary', 'w-full')}>
              {t('pricing.plans.free.cta')}
            </Link>
          }
        />
        <PlanCard
          name={t('pricing.plans.pro.name')}
          plan="pro"
          price={formatEuro(PRO_PRICE_EUR[period], language)}
          priceNote={t(period === 'monthly' ? 'pricing.perMonth' : 'pricing.perMonthBilledYearly')}
          badge={t('pricing.popular')}
          cta={mailLink(t('pricing.plans.pro.cta'))}
        />
        <PlanCard
          name={t('pricing.plans.contact.name')}
          plan="enterprise"
          price={t('pricing.plans.contact.price')}
          cta={mailLink(t('pricing.plans.contact.cta'))}
        />
      </div>
      <p className="text-sm text-slate-500">{t('pricing.vatNote')}</p>
    </div>
  );
}
