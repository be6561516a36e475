import type { StatusKind } from '../../utils/meeting-status';

/** Legend colours: Live, Scheduled, Completed (spec section 2). */
export const STATUS_DOTS: Record<StatusKind, string> = {
  live: 'bg-emerald-500',
  scheduled: 'bg-indigo-500',
  ended: 'bg-slate-400',
};
