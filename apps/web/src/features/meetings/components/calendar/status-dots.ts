import type { StatusKind } from '#web/features/meetings/utils/meeting-status.ts';

/** Legend colours: Live, Scheduled, Completed (docs/product.md, 'Dashboard'). */
export const STATUS_DOTS: Record<StatusKind, string> = {
  live: 'bg-emerald-500',
  scheduled: 'bg-indigo-500',
  ended: 'bg-slate-400',
};
