import type { Meeting } from '@vm/contracts';
import { useLayoutEffect, useRef } from 'react';
import type { CalendarMonth } from '#web/features/meetings/utils/calendar.ts';

interface TodayInViewOptions {
  /** Only while the body is collapsed to its 200 px and scrolls. */
  active: boolean;
  month: CalendarMonth;
  todayKey: string;
  /** Rows grow as meetings arrive, moving today's week down. */
  meetings: readonly Meeting[] | undefined;
}

/**
 * Scrolls the collapsed calendar so the week holding today sits at its top, under the weekday
 * names: on 24 November a 200 px card showing 1-14 November hides the days that matter (docs/product.md,
 * 'Dashboard'). Another month starts at its first week. Returns the ref for the scrolling body.
 */
export function useTodayInView({ active, month, todayKey, meetings }: TodayInViewOptions) {
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = body.current;
    if (!box || !active) return;
    const week = box.querySelector('[aria-current="date"]')?.closest('tr');
    if (!week) {
      box.scrollTop = 0;
      return;
    }
    const header = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    box.scrollTop += week.getBoundingClientRect().top - box.getBoundingClientRect().top - header;
  }, [active, month, todayKey, meetings]);
  return body;
}
