import { Copy, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';

/**
 * The series' own room link (docs/product.md, 'Recurring meetings'): `/room/{seriesCode}` opens
 * whichever occurrence is current when it is used, so it can stay in a calendar or a chat for the
 * whole series. Nothing for a single meeting, or from a server that gives no series code.
 */
export function SeriesLink({ seriesCode }: { seriesCode: string | null }) {
  const { t } = useTranslation('meetings');
  if (!seriesCode) return null;
  const link = `${window.location.origin}${paths.room.getHref(seriesCode)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('series.linkCopied'));
    } catch {
      // No clipboard access (an insecure page, a denied permission): the link is shown to copy by hand.
      toast.error(t('series.linkCopyFailed'));
    }
  };
  return (
    <div className="flex gap-2">
      <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
      <div className="min-w-0">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('series.link')}</h3>
        <p className="flex items-center gap-1">
          <a href={link} className="truncate font-mono text-sm break-all text-indigo-700 hover:underline">
            {link}
          </a>
          <button
            type="button"
            onClick={() => void copy()}
            aria-label={t('series.copyLink')}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Copy aria-hidden="true" className="size-3.5" />
          </button>
        </p>
        <p className="text-xs text-slate-500">{t('series.linkHelp')}</p>
      </div>
    </div>
  );
}
