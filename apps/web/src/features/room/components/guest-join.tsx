import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useJoinAsGuest } from '../api/join-as-guest';
import { paths } from '#web/config/paths.ts';
import { serverFieldEntry, toastFailure } from '#web/lib/toast-failure.ts';
import { GuestForm } from './guest-form';
import type { GuestFormValues } from './guest-form-schema';

interface GuestJoinProps {
  meetingCode: string;
  /** Why the account could not get its own link (join-url's answer), if that was tried. */
  notice: string | null;
  defaults: GuestFormValues;
  signedIn: boolean;
  onToken: (token: string) => void;
}

/** The guest step: no account needed for a public meeting; a private one puts guests in the lobby. */
export function GuestJoin({ meetingCode, notice, defaults, signedIn, onToken }: GuestJoinProps) {
  const { t } = useTranslation('room');
  const join = useJoinAsGuest(meetingCode);
  const submit = async (values: GuestFormValues) => {
    const email = values.guestEmail.trim();
    try {
      onToken(await join.mutateAsync({ guestName: values.guestName, ...(email && { guestEmail: email }) }));
      return undefined;
    } catch (error) {
      // A meeting that needs the e-mail says so under the field; anything else is a toast.
      if (!serverFieldEntry(error, 'guestEmail')) toastFailure(t('entry.failed'), error);
      return error;
    }
  };
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md space-y-5 rounded-2xl bg-white p-8 text-slate-900 shadow">
        <div>
          <h1 className="text-2xl font-bold">{t('room.title')}</h1>
          <p className="text-sm text-slate-600">{t('room.code', { code: meetingCode })}</p>
          <h2 className="mt-4 text-lg font-semibold">{t('entry.guestTitle')}</h2>
          <p className="text-sm text-slate-600">{t('entry.guestDescription')}</p>
        </div>
        {notice ? (
          <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            {t('entry.accountNotice', { message: notice })}
          </p>
        ) : null}
        <GuestForm defaultValues={defaults} onSubmit={submit} />
        {signedIn ? null : (
          <p className="text-sm text-slate-600">
            {t('entry.signInHint')}{' '}
            <Link to={paths.auth.login.getHref()} className="font-semibold text-indigo-700 underline">
              {t('entry.signIn')}
            </Link>
          </p>
        )}
      </div>
    </main>
  );
}
