import type { AccountProfile } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { EmailCodeForm } from './email-code-form';
import { NewEmailForm } from './new-email-form';

/**
 * The e-mail address people sign in with. A new one takes effect only once the code sent to it is
 * typed; until then the change waits (and survives a reload: the server keeps it).
 */
export function EmailCard({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  return (
    <Card title={t('email.title')}>
      <p className="text-sm text-slate-700">{t('email.current', { email: profile.email })}</p>
      <div className="mt-4 space-y-6">
        <NewEmailForm />
        {profile.pendingEmail ? (
          <div className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4">
            <p role="status" className="text-sm text-indigo-900">
              {t('email.pending', { email: profile.pendingEmail })}
            </p>
            <EmailCodeForm />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
