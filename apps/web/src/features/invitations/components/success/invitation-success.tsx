import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * After an answer (docs/product.md, 'Invitation answered page'): saved, the inviter will be told. Browsers let a
 * page close only a tab that a script opened, so Close Page says what to do when it stays open.
 */
export function InvitationSuccess({ invitationId }: { invitationId?: string | undefined }) {
  const { t } = useTranslation('invitations');
  const [closeTried, setCloseTried] = useState(false);
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('success.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('success.description')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          {t('success.home')}
        </Link>
        <Button
          variant="secondary"
          onClick={() => {
            window.close();
            setCloseTried(true);
          }}
        >
          {t('success.close')}
        </Button>
      </div>
      {closeTried ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('success.closeHint')}
        </p>
      ) : null}
      {invitationId ? (
        <Link
          to={paths.invitation.getHref(invitationId)}
          className="mt-6 inline-block text-sm font-medium text-indigo-700 hover:text-indigo-500"
        >
          {t('success.back')}
        </Link>
      ) : null}
    </div>
  );
}
