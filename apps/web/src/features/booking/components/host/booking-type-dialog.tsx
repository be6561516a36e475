import {
  BOOKING_LIMITS,
  LIMITS,
  bookingQuestionsSchema,
  bookingSlugSchema,
  type BookingQuestion,
  type BookingType,
} from '@vm/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { serverFieldError } from '#web/lib/toast-failure.ts';
import { useCreateBookingType, useUpdateBookingType } from '../../api/host-booking';
import { cleanQuestions, QuestionsEditor } from './questions-editor';

/** A title as a link: lowercase letters and digits, words joined by hyphens. */
export const slugFromTitle = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BOOKING_LIMITS.slugMax);

interface Props {
  /** The type to edit; a new one when absent. */
  type?: BookingType;
  /** The host's other types, whose links a new link must not repeat. */
  others: readonly BookingType[];
  onClose: () => void;
}

/**
 * Make or edit a booking type (docs/product.md, 'Booking pages'): title, description, length, link
 * (checked against the host's other links as it is typed; the server's BOOKING_SLUG_TAKEN shows at the
 * field too), the meeting settings and the questions.
 */
export function BookingTypeDialog({ type, others, onClose }: Props) {
  const { t } = useTranslation('booking');
  const create = useCreateBookingType();
  const update = useUpdateBookingType();
  const save = type ? update : create;
  const [title, setTitle] = useState(type?.title ?? '');
  const [description, setDescription] = useState(type?.description ?? '');
  const [minutes, setMinutes] = useState(String(type?.durationMinutes ?? 30));
  const [slug, setSlug] = useState(type?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(type));
  const [isPublic, setPublic] = useState(type?.isPublic ?? false);
  const [approval, setApproval] = useState(type?.requireApproval ?? false);
  const [recording, setRecording] = useState(type?.allowRecording ?? false);
  const [questions, setQuestions] = useState<BookingQuestion[]>(type?.questions ?? []);
  const [tried, setTried] = useState(false);

  const shownSlug = slugEdited ? slug : slugFromTitle(title);
  const slugCheck = bookingSlugSchema.safeParse(shownSlug);
  const slugTaken = slugCheck.success && others.some((other) => other.id !== type?.id && other.slug === slugCheck.data);
  const length = Number(minutes);
  const lengthOk =
    Number.isInteger(length) && length >= BOOKING_LIMITS.durationMin && length <= BOOKING_LIMITS.durationMax;
  const cleaned = cleanQuestions(questions);
  const questionsOk = bookingQuestionsSchema.safeParse(cleaned).success;

  const slugError = !shownSlug
    ? tried
      ? t('types.slugRequired')
      : undefined
    : !slugCheck.success
      ? t('types.slugInvalid')
      : slugTaken
        ? t('types.slugTaken')
        : serverFieldError(save.error, 'slug');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!title.trim() || !slugCheck.success || slugTaken || !lengthOk || !questionsOk) return;
    const body = {
      title: title.trim(),
      description: description.trim(),
      slug: slugCheck.data,
      durationMinutes: length,
      isPublic,
      requireApproval: approval,
      allowRecording: recording,
      questions: cleaned,
    };
    const done = { onSuccess: () => (toast.success(t('types.saved')), onClose()) };
    if (type) update.mutate({ id: type.id, body }, done);
    else create.mutate(body, done);
  };

  const general =
    save.error && !serverFieldError(save.error, 'slug') && !serverFieldError(save.error, 'durationMinutes');
  return (
    <Dialog open onClose={onClose} title={type ? t('types.editTitle') : t('types.newTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label={t('types.title')}
          required
          error={tried && !title.trim() ? t('types.titleRequired') : undefined}
        >
          {(control) => (
            <Input {...control} maxLength={LIMITS.titleMax} value={title} onChange={(e) => setTitle(e.target.value)} />
          )}
        </FormField>
        <FormField label={t('types.description')}>
          {(control) => (
            <Textarea
              {...control}
              maxLength={LIMITS.descriptionMax}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('types.length')}
          required
          hint={t('types.lengthHint', { min: BOOKING_LIMITS.durationMin, max: BOOKING_LIMITS.durationMax })}
          error={
            tried && !lengthOk
              ? t('types.lengthInvalid', { min: BOOKING_LIMITS.durationMin, max: BOOKING_LIMITS.durationMax })
              : serverFieldError(save.error, 'durationMinutes')
          }
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={BOOKING_LIMITS.durationMin}
              max={BOOKING_LIMITS.durationMax}
              step={5}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('types.slug')} required hint={t('types.slugHint')} error={slugError}>
          {(control) => (
            <Input
              {...control}
              maxLength={BOOKING_LIMITS.slugMax}
              value={shownSlug}
              onChange={(e) => {
                setSlugEdited(true);
                setSlug(e.target.value.toLowerCase());
              }}
            />
          )}
        </FormField>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">{t('types.meetingSettings')}</legend>
          <Switch
            checked={isPublic}
            onCheckedChange={setPublic}
            label={t('types.public')}
            hint={t('types.publicHint')}
          />
          <Switch checked={approval} onCheckedChange={setApproval} label={t('types.approval')} />
          <Switch checked={recording} onCheckedChange={setRecording} label={t('types.recording')} />
        </fieldset>
        <QuestionsEditor questions={questions} onChange={setQuestions} />
        {tried && !questionsOk ? <FormAlert>{t('types.questionsInvalid')}</FormAlert> : null}
        {general ? <FormAlert>{apiErrorText(save.error) ?? t('form.failed')}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('types.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('types.saving') : t('types.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
