import type { BookingType } from '@vm/contracts';
import { Code, Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useBookingTypes, useDeleteBookingType, useUpdateBookingType } from '../../api/host-booking';
import { BookingTypeDialog } from './booking-type-dialog';
import { embedSnippet } from './embed-snippet';

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/** The host's booking types: on/off, edit, delete, the link to copy and the embed snippet. */
export function BookingTypesCard() {
  const { t } = useTranslation('booking');
  const types = useBookingTypes();
  const [editing, setEditing] = useState<BookingType | 'new' | null>(null);
  const list = types.data ?? [];
  return (
    <Card
      title={t('types.heading')}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('types.new')}
        </Button>
      }
    >
      {types.isError ? <p role="alert">{apiErrorText(types.error)}</p> : null}
      {types.isSuccess && list.length === 0 ? <p className="text-sm text-slate-600">{t('types.empty')}</p> : null}
      <ul className="divide-y divide-slate-200">
        {list.map((type) => (
          <TypeRow key={type.id} type={type} onEdit={() => setEditing(type)} />
        ))}
      </ul>
      {editing ? (
        <BookingTypeDialog
          type={editing === 'new' ? undefined : editing}
          others={list}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

function TypeRow({ type, onEdit }: { type: BookingType; onEdit: () => void }) {
  const { t } = useTranslation('booking');
  const update = useUpdateBookingType();
  const remove = useDeleteBookingType();
  const [showEmbed, setShowEmbed] = useState(false);
  const origin = window.location.origin;
  const link = `${origin}${type.url}`;
  return (
    <li className="space-y-2 py-3" data-testid="booking-type">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{type.title}</p>
          <p className="text-sm text-slate-600">
            {t('page.minutes', { count: type.durationMinutes })} ·{' '}
            <a href={type.url} className="break-all text-indigo-700 underline">
              {link}
            </a>
          </p>
        </div>
        <Switch
          checked={type.enabled}
          label={type.enabled ? t('types.on') : t('types.off')}
          disabled={update.isPending}
          onCheckedChange={(enabled) =>
            update.mutate(
              { id: type.id, body: { enabled } },
              { onError: (error) => toastFailure(t('types.saveFailed'), error) },
            )
          }
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy(link, t('types.linkCopied'), t('types.copyFailed'))}>
          <Copy aria-hidden="true" className="size-4" />
          {t('types.copyLink')}
        </Button>
        <Button variant="secondary" aria-expanded={showEmbed} onClick={() => setShowEmbed(!showEmbed)}>
          <Code aria-hidden="true" className="size-4" />
          {t('types.embed')}
        </Button>
        <Button variant="ghost" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('types.edit')}
        </Button>
        <Button
          variant="ghost"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(t('types.deleteConfirm', { title: type.title }))) return;
            remove.mutate(type.id, {
              onSuccess: () => toast.success(t('types.deleted')),
              onError: (error) => toastFailure(t('types.saveFailed'), error),
            });
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('types.delete')}
        </Button>
      </div>
      {showEmbed ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{t('types.embedHint')}</p>
          <Textarea
            readOnly
            rows={8}
            className="font-mono text-xs"
            value={embedSnippet(type, origin)}
            aria-label={t('types.embed')}
          />
          <Button
            variant="secondary"
            onClick={() => void copy(embedSnippet(type, origin), t('types.embedCopied'), t('types.copyFailed'))}
          >
            {t('types.copyEmbed')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
