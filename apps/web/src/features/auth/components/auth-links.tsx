import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { UPGRADE_PARAM, upgradeIntervalFrom } from '#web/lib/billing-checkout.ts';

const linkClass = 'font-semibold text-indigo-700 hover:text-indigo-500';

/** The links under the sign-in and registration forms: the other form, public meetings, joining. */
export function AuthLinks({ page }: { page: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  // A visitor on the way to Pro stays on that way whichever form they use.
  const interval = upgradeIntervalFrom(useLocation().search);
  const carried = interval ? `?${UPGRADE_PARAM}=${interval}` : '';
  return (
    <ul className="space-y-3 text-sm text-slate-600">
      <li>
        {page === 'login' ? t('login.noAccount') : t('register.haveAccount')}{' '}
        <Link
          to={`${page === 'login' ? paths.auth.register.getHref() : paths.auth.login.getHref()}${carried}`}
          className={linkClass}
        >
          {page === 'login' ? t('login.register') : t('register.signIn')}
        </Link>
      </li>
      <li>
        <Link to={paths.publicMeetings.getHref()} className={linkClass}>
          {t('links.publicMeetings')}
        </Link>
      </li>
      {page === 'login' ? (
        <li>
          <Link to={paths.join.getHref()} className={linkClass}>
            {t('links.join')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
