import type { Meeting } from '@vm/contracts';
import { CalendarX, MoreHorizontal, Trash2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useMeetingActions } from '../../hooks/use-meeting-actions';
import { useMeetingDeletion } from '../../hooks/use-meeting-deletion';
import { isEnded, isScheduled } from '../../utils/meeting-status';
import { CancelMeetingDialog } from './cancel-meeting-dialog';
import { DeleteMeetingDialog } from './delete-meeting-dialog';

const itemClasses =
  'flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none';

type MenuDialog = 'cancel' | 'delete';

interface MeetingCardMenuProps {
  meeting: Meeting;
  userId: string | undefined;
  /** The list's texts (hooks/use-meeting-card-kit.ts): a card takes no translation hook of its own. */
  t: TFunction<'meetings'>;
}

/**
 * The card's "More actions" menu for its organizer (docs/product.md, 'Meeting actions'): Cancel for
 * a meeting that has not begun, Delete for one that ended or was cancelled. Nothing to offer, no menu.
 * The calls' hooks live in the dialogs, mounted only once one is chosen, so a long list of cards
 * holds no mutation observers.
 */
export function MeetingCardMenu({ meeting, userId, t }: MeetingCardMenuProps) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const canCancel = isScheduled(meeting);
  const canDelete = isEnded(meeting) && !meeting.deletedAt;
  if (userId !== meeting.organizerId || (!canCancel && !canDelete)) return null;
  const choose = (which: MenuDialog) => {
    setOpen(false);
    setDialog(which);
  };
  return (
    <div ref={root} className="relative z-10" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:size-9"
        aria-label={t('menu.label', { title: meeting.title })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 bottom-full mb-1 w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {canCancel ? (
            <button type="button" role="menuitem" className={itemClasses} onClick={() => choose('cancel')}>
              <CalendarX aria-hidden="true" className="size-4" />
              {t('cancel.button')}
            </button>
          ) : null}
          {canDelete ? (
            <button type="button" role="menuitem" className={itemClasses} onClick={() => choose('delete')}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('delete.button')}
            </button>
          ) : null}
        </div>
      ) : null}
      {dialog ? <MenuDialogs meeting={meeting} which={dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

/** The chosen dialog with its call. */
function MenuDialogs({ meeting, which, onClose }: { meeting: Meeting; which: MenuDialog; onClose: () => void }) {
  const { cancel, pending } = useMeetingActions();
  const { remove, deleting } = useMeetingDeletion();
  return which === 'cancel' ? (
    <CancelMeetingDialog
      meeting={meeting}
      open
      onClose={onClose}
      onCancel={(scope, message) => cancel(meeting, scope, message)}
      pending={pending === 'cancel'}
    />
  ) : (
    <DeleteMeetingDialog meeting={meeting} open onClose={onClose} onDelete={() => remove(meeting)} pending={deleting} />
  );
}
