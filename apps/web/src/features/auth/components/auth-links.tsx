import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

const linkClass = 'font-semibold text-indigo-700 hover:text-indigo-500';

/** The links under the sign-in and registration forms: the other form, public meetings, joining. */
export function AuthLinks({ page }: { page: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  return (
    <ul className="space-y-3 text-sm text-slate-600">
      <li>
        {page === 'login' ? t('login.noAccount') : t('register.haveAccount')}{' '}
        <Link to={page === 'login' ? paths.auth.register.getHref() : paths.auth.login.getHref()} className={linkClass}>
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
