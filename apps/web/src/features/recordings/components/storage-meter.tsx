import type { StorageUsage } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { formatFileSize, usedPercent } from '../utils/file-size';

interface StorageMeterProps {
  usage: StorageUsage;
  /** 'line' says 'Recording storage: 1.2 GB of 100 GB used'; 'value' leaves the name to a label beside it. */
  wording: 'line' | 'value';
}

/**
 * How much recording storage is used, in words and as a bar. The bar is a progressbar named
 * 'Recording storage', valued in bytes, with the same words as its value text.
 */
export function StorageMeter({ usage, wording }: StorageMeterProps) {
  const { t, i18n } = useTranslation('recordings');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const sizes = { used: formatFileSize(usage.usedBytes, language), limit: formatFileSize(usage.limitBytes, language) };
  const percent = usedPercent(usage.usedBytes, usage.limitBytes);
  const full = usage.limitBytes > 0 && usage.usedBytes >= usage.limitBytes;
  const value = t('storage.value', sizes);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{wording === 'line' ? t('storage.line', sizes) : value}</p>
      <div
        role="progressbar"
        aria-label={t('storage.label')}
        aria-valuemin={0}
        aria-valuemax={usage.limitBytes}
        aria-valuenow={Math.min(usage.usedBytes, usage.limitBytes)}
        aria-valuetext={value}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${full ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-indigo-600'}`}
          // At least a sliver once anything is used, so 1 MB of 100 GB does not look like nothing.
          style={{ width: `${usage.usedBytes > 0 ? Math.max(percent, 1) : 0}%` }}
        />
      </div>
      {full ? <p className="text-xs text-red-700">{t('storage.full')}</p> : null}
    </div>
  );
}
