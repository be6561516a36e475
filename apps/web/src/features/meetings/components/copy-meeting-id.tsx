import type { TFunction } from 'i18next';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopyMeetingId } from '../hooks/use-copy-meeting-id';

interface CopyViewProps {
  code: string;
  className?: string;
  t: TFunction<'meetings'>;
  copy: (code: string) => Promise<void>;
}

/** The ID and its button from the texts and copy its list already has (meeting cards). */
export function CopyMeetingIdView({ code, className = '', t, copy }: CopyViewProps) {
  return (
    <span className={`inline-flex items-center gap-1 text-xs text-slate-600 ${className}`.trim()}>
      <span className="sr-only">{t('card.meetingId')}</span>
      <span className="font-mono">{code}</span>
      <button
        type="button"
        onClick={() => void copy(code)}
        aria-label={t('card.copyId', { code })}
        className="relative z-10 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Copy aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}

/** The meeting ID in monospace with a button that copies it. */
export function CopyMeetingId({ code, className = '' }: { code: string; className?: string }) {
  const { t } = useTranslation('meetings');
  const copy = useCopyMeetingId();
  return <CopyMeetingIdView code={code} className={className} t={t} copy={copy} />;
}
