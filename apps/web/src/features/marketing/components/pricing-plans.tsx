import type { Plan } from '@vm/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { MailLink } from '#web/components/ui/mail-link.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { type BillingPeriod, FREE_PRICE_EUR, PRO_PRICE_EUR } from '../config/plans';
import { useMarketingText } from '../hooks/use-marketing-text';
import { formatEuro } from '../utils/format';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';
import { UpgradeAction } from './upgrade-action';

/** The billing toggle and the three plans (docs/product.md, 'Pricing page'), then the VAT note. */
export function PricingPlans() {
  const { t, language } = useMarketingText();
  const { user } = useAuth();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  // The Pro card states the user's plan in its action instead, next to its Upgrade.
  const ownPlanBadge = (plan: Plan) => (user?.plan === plan ? t('pricing.yourPlan') : undefined);

  return (
    <div className="flex flex-col items-center gap-10">
      <BillingToggle value={period} onChange={setPeriod} />
      <div className="grid w-full gap-6 md:grid-cols-3">
        <PlanCard
          name={t('pricing.plans.free.name')}
          plan="free"
          price={formatEuro(FREE_PRICE_EUR, language)}
          priceNote={t('pricing.perMonth')}
          badge={ownPlanBadge('free')}
          features={t('pricing.plans.free.features', { returnObjects: true })}
          cta={
            <Link to={paths.auth.register.getHref()} className={buttonClasses('secondary', 'w-full')}>
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
          highlighted
          features={t('pricing.plans.pro.features', { returnObjects: true })}
          cta={<UpgradeAction period={period} />}
        />
        <PlanCard
          name={t('pricing.plans.contact.name')}
          plan="enterprise"
          price={t('pricing.plans.contact.price')}
          badge={ownPlanBadge('enterprise')}
          features={t('pricing.plans.contact.features', { returnObjects: true })}
          cta={
            <MailLink subject={t('pricing.plans.contact.subject')} className={buttonClasses('secondary', 'w-full')}>
              {t('pricing.plans.contact.cta')}
            </MailLink>
          }
        />
      </div>
      <p className="text-sm text-slate-600">{t('pricing.vatNote')}</p>
    </div>
  );
}
