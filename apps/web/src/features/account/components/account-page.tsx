import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useProfile } from '../api/get-profile';
import { DataCard } from './data-card';
import { EmailCard } from './email-card';
import { LanguageCard } from './language-card';
import { PlanCard } from './plan-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

/**
 * /account: profile, e-mail, language, plan and usage, plan and billing, devices, and the person's
 * data (docs/product.md, 'Account page'). `recordingStorage` is the recordings feature's storage use, shown with
 * the plan; `billing` is the billing feature's 'Plan and billing' (features do not import each other).
 */
export function AccountPage({ recordingStorage, billing }: { recordingStorage: ReactNode; billing: ReactNode }) {
  const { t } = useTranslation('account');
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner size="sm" /> {t('loading')}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-slate-700">{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileCard profile={profile.data} />
      <EmailCard profile={profile.data} />
      <LanguageCard profile={profile.data} />
      <PlanCard plan={profile.data.plan} storage={recordingStorage} />
      <div className="lg:col-span-2">{billing}</div>
      <div className="lg:col-span-2">
        <SessionsCard />
      </div>
      <div className="lg:col-span-2">
        <DataCard email={profile.data.email} />
      </div>
    </div>
  );
}
