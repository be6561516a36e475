import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useExportData } from '../api/export-data';
import { saveJsonFile } from '../utils/save-json-file';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Your data': a copy of everything (GDPR articles 15 and 20) and the deletion (article 17). */
export function DataCard({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const exportData = useExportData();
  const [deleting, setDeleting] = useState(false);
  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        saveJsonFile(`video-meeting-data-${data.exportedAt.slice(0, 10)}.json`, data);
        toast.success(t('data.downloaded'));
      },
      onError: (error) => toastFailure(t('data.downloadFailed'), error),
    });

  return (
    <Card title={t('data.title')}>
      <p className="text-sm text-slate-700">{t('data.description')}</p>
      <Button className="mt-4" variant="secondary" onClick={download} disabled={exportData.isPending}>
        <Download aria-hidden="true" className="size-4" />
        {exportData.isPending ? t('data.downloading') : t('data.download')}
      </Button>
      <div className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4">
        <h3 className="font-semibold text-red-900">{t('data.deleteTitle')}</h3>
        <p className="mt-1 text-sm text-red-900">{t('data.deleteText')}</p>
        <p className="mt-2 text-sm">
          <Link
            to={paths.privacy.getHref()}
            className="rounded font-semibold text-red-900 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {t('data.privacyLink')}
          </Link>
        </p>
        <Button className="mt-3 bg-red-700 hover:bg-red-600" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('data.delete')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} email={email} onClose={() => setDeleting(false)} />
    </Card>
  );
}
