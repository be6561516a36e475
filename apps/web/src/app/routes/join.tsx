import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentLayout } from '#web/components/layouts/content-layout.tsx';
import { paths } from '#web/config/paths.ts';
import { JoinMeetingForm } from '#web/features/meetings/components/join-meeting/join-meeting-form.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';

/**
 * /join: the Join Meeting form for people without an account (docs/product.md, 'Joining a meeting').
 * The code comes prefilled from /public (?meetingId=...). The room opens in this tab: the page has no other job.
 * The landing page's Join Meeting leads here, so a visitor with an account is offered sign-in too.
 */
export default function JoinRoute() {
  const { t } = useTranslation('meetings');
  const [params] = useSearchParams();
  const { user } = useAuth();
  return (
    <ContentLayout title={t('join.title')} description={t('join.description')}>
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <JoinMeetingForm
          defaultValues={{
            meetingId: params.get('meetingId') ?? '',
            guestName: user?.name ?? '',
            guestEmail: user?.email ?? '',
          }}
          onJoined={(url) => window.location.assign(url)}
        />
      </div>
      {user ? null : (
        <p className="mt-4 text-sm text-slate-600">
          {t('join.haveAccount')}{' '}
          <Link
            to={paths.auth.login.getHref()}
            className="rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {t('join.signIn')}
          </Link>
        </p>
      )}
    </ContentLayout>
  );
}
