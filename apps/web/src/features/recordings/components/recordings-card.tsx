import type { Recording } from '@vm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RECORDINGS_ANCHOR } from '#web/config/paths.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useDeleteRecording } from '../api/delete-recording';
import { useMeetingRecordings } from '../api/get-meeting-recordings';
import { DeleteRecordingDialog } from './delete-recording-dialog';
import { RecordingItem } from './recording-item';

interface Deleting {
  recording: Recording;
  startedAtText: string;
}

/**
 * The meeting page's Recordings (docs/product.md, 'Recordings'): newest first, refreshed every 5 s while one is
 * still being recorded or processed; one player open at a time; Delete after a confirmation. Its anchor,
 * `#recordings`, scrolls to it once loaded.
 */
export function RecordingsCard({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation('recordings');
  const query = useMeetingRecordings(meetingId);
  const remove = useDeleteRecording();
  const [playing, setPlaying] = useState<{ id: string; src: string } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting.recording;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t('toast.deleted'));
        if (playing?.id === id) setPlaying(null);
      },
      onError: (error) => toastFailure(t('toast.deleteFailed'), error),
      onSettled: () => setDeleting(null),
    });
  };

  const recordings = query.data;
  // The host's end screen in the room links here (`#recordings`); the card is below the page's first load.
  const { hash } = useLocation();
  const loaded = recordings !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${RECORDINGS_ANCHOR}`) document.getElementById(RECORDINGS_ANCHOR)?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <Card id={RECORDINGS_ANCHOR} title={t('title')}>
      {recordings ? (
        recordings.length === 0 ? (
          <p className="text-sm text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {recordings.map((recording) => (
              <RecordingItem
                key={recording.id}
                recording={recording}
                playingSrc={playing?.id === recording.id ? playing.src : null}
                onPlay={(chosen) => chosen.downloadUrl && setPlaying({ id: chosen.id, src: chosen.downloadUrl })}
                onClosePlayer={() => setPlaying(null)}
                onDelete={(chosen, startedAtText) => setDeleting({ recording: chosen, startedAtText })}
              />
            ))}
          </ul>
        )
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('loadFailed')}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {t('loading')}
        </p>
      )}
      <DeleteRecordingDialog
        startedAtText={deleting?.startedAtText ?? null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
