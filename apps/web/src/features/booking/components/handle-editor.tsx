import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_HANDLE_CHANGE,
  BOOKING_LIMITS,
  bookingHandleCheckReplySchema,
  bookingHandleReplySchema,
  bookingHandleSchema,
  type BookingHandleCheckReply,
  type BookingHandleReply,
} from '@vm/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { api, toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { serverFieldEntry, toastFailure } from '#web/lib/toast-failure.ts';
import { bookingKeys } from '../api/booking-keys';

/** Waits this long after the last keystroke before asking whether a handle is free. */
const CHECK_DELAY_MS = 400;
const handleKeys = {
  current: ['booking-handle'] as const,
  check: (handle: string) => ['booking-handle', 'check', handle] as const,
};

function dataOf<T>(schema: { safeParse: (data: unknown) => { success: boolean; data?: T } }, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw toErrorEnvelope(UNEXPECTED_ERROR_MESSAGE);
  return parsed.data as T;
}

const getHandle = async () =>
  dataOf<BookingHandleReply>(bookingHandleReplySchema, (await api.get('/booking-handle')).data);
const checkHandle = async (handle: string, signal?: AbortSignal) =>
  dataOf<BookingHandleCheckReply>(
    bookingHandleCheckReplySchema,
    (await api.get(`/booking-handle/check?handle=${encodeURIComponent(handle)}`, { signal })).data,
  );
const saveHandle = async (handle: string) =>
  dataOf<BookingHandleReply>(bookingHandleReplySchema, (await api.put('/booking-handle', { handle })).data);

/** The typed text, once it stops changing for CHECK_DELAY_MS. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The host's booking handle (docs/product.md, 'Booking pages'; decision record 070): shows the pages'
 * address `/book/{handle}/`, checks a new handle as it is typed (its form here, whether it is free on
 * the server), and saves it. The old handle keeps leading to the host's pages for 90 days.
 */
export function HandleEditor() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: handleKeys.current, queryFn: getHandle });
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft ?? current.data?.handle ?? '';
  const parsed = bookingHandleSchema.safeParse(typed);
  const candidate = parsed.success ? parsed.data : null;
  const changed = candidate !== null && candidate !== current.data?.handle;
  const settled = useSettled(changed ? candidate : '');
  const check = useQuery({
    queryKey: handleKeys.check(settled),
    queryFn: ({ signal }) => checkHandle(settled, signal),
    enabled: changed && settled === candidate,
    staleTime: 5_000,
  });
  const save = useMutation({
    mutationFn: saveHandle,
    onSuccess: (reply) => {
      queryClient.setQueryData(handleKeys.current, reply);
      // Each booking type's link names the handle.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.types() });
      setDraft(null);
      toast.success(t('bookingHandle.saved'));
    },
    onError: (error) => {
      if (serverFieldEntry(error, 'handle')?.code === 'BOOKING_HANDLE_TAKEN') {
        queryClient.setQueryData(handleKeys.check(candidate ?? ''), { available: false });
      } else toastFailure(t('bookingHandle.saveFailed'), error);
    },
  });

  if (current.isPending) return <Card title={t('bookingHandle.title')}>{t('bookingHandle.loading')}</Card>;
  if (current.isError) return <Card title={t('bookingHandle.title')}>{t('bookingHandle.loadFailed')}</Card>;

  const available = changed && settled === candidate ? check.data?.available : undefined;
  const formError = typed && !parsed.success ? t('bookingHandle.invalid', BOOKING_LIMITS) : undefined;
  const reserved = parsed.error?.issues.some((issue) => issue.code === 'custom');
  const error = reserved ? t('bookingHandle.reserved') : available === false ? t('bookingHandle.taken') : formError;
  const status =
    available === true ? t('bookingHandle.available') : changed && !error ? t('bookingHandle.checking') : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && available === true) save.mutate(candidate);
  };

  return (
    <Card title={t('bookingHandle.title')}>
      <p className="mb-3 text-sm text-slate-700">
        {t('bookingHandle.address')} <code className="font-mono">{`/book/${current.data.handle}/`}</code>
      </p>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <FormField
          label={t('bookingHandle.label')}
          hint={t('bookingHandle.hint', { days: BOOKING_HANDLE_CHANGE.oldHandleDays })}
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              value={typed}
              maxLength={BOOKING_LIMITS.handleMax}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setDraft(event.target.value.toLowerCase())}
            />
          )}
        </FormField>
        <p role="status" className="text-sm text-emerald-700">
          {error ? '' : status}
        </p>
        <Button type="submit" disabled={!changed || available !== true || save.isPending}>
          {save.isPending ? t('bookingHandle.saving') : t('bookingHandle.save')}
        </Button>
      </form>
    </Card>
  );
}
