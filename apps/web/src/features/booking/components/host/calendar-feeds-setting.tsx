import type { Availability, AvailabilityReply, CalendarFeedInput } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '#web/components/ui/form-field.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { useSaveAvailability } from '../../api/host-booking';
import { CalendarFeedsSection } from '../calendar-feeds-section';

/** The availability as a body to save, without its feeds (masked in the reply; left out, they stay). */
export function withoutFeeds(saved: AvailabilityReply): Availability {
  const { feeds: _feeds, ...rest } = saved;
  return rest;
}

/**
 * The host's external calendars (decision record 069), saved at once with the availability as it was
 * last saved: a feed added is read before the reply, which then says whether that worked.
 */
export function CalendarFeedsSetting({ saved }: { saved: AvailabilityReply }) {
  const { t } = useTranslation('booking');
  const save = useSaveAvailability();
  const [problem, setProblem] = useState<string | null>(null);
  const change = (feeds: CalendarFeedInput[]) => {
    setProblem(null);
    save.mutate(
      { ...withoutFeeds(saved), feeds },
      {
        onSuccess: () => void toast.success(t('availability.saved')),
        onError: (error) => setProblem(apiErrorText(error) ?? t('form.failed')),
      },
    );
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-6">
      <CalendarFeedsSection feeds={saved.feeds} onChange={change} saving={save.isPending} />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
