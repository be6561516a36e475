import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { MailLink } from '#web/components/ui/mail-link.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useMarketingText } from '../hooks/use-marketing-text';

/**
 * The Pro card's action. A visitor registers first; a signed-in user sees their plan and, while it
 * is Free, how upgrading works: by e-mail to us, since no payment is taken on the site.
 */
export function UpgradeAction() {
  const { t } = useMarketingText();
  const { user } = useAuth();
  const label = t('pricing.plans.pro.cta');

  if (!user) {
    return (
      <Link to={paths.auth.register.getHref()} className={buttonClasses('primary', 'w-full')}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <p className="text-sm font-medium text-slate-900">
        {t('pricing.upgrade.current', { plan: t(`pricing.planNames.${user.plan}`) })}
      </p>
      {user.plan === 'free' ? (
        <>
          <p className="text-sm text-slate-600">{t('pricing.upgrade.how')}</p>
          <MailLink subject={t('pricing.upgrade.subject')} className={buttonClasses('primary', 'w-full')}>
            {label}
          </MailLink>
        </>
      ) : null}
    </>
  );
}
