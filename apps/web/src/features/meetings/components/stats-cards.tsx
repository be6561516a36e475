import type { MeetingStats } from '@vm/contracts';
import { CalendarClock, CheckCircle2, Radio, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { monthChange } from '../utils/month-change';

function StatCard({ label, value, note, Icon }: { label: string; value: number; note: string; Icon: LucideIcon }) {
  return (
    <li className="flex items-start justify-between rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
        <p className="mt-1 text-xs text-slate-500">{note}</p>
      </div>
      <Icon aria-hidden="true" className="size-6 text-indigo-500" />
    </li>
  );
}

/** Total (with the real change against last month), Active Now, Scheduled, Completed. */
export function StatsCards({ stats, id }: { stats: MeetingStats; id?: string }) {
  const { t, i18n } = useTranslation('meetings');
  const change = monthChange(stats.thisMonthMeetings, stats.lastMonthMeetings);
  const changeText =
    change.kind === 'percent'
      ? t('stats.changePercent', {
          percent: new Intl.NumberFormat(i18n.language, { style: 'percent', signDisplay: 'exceptZero' }).format(
            change.percent / 100,
          ),
        })
      : change.kind === 'new'
        ? t('stats.changeNew', { count: change.count })
        : t('stats.changeNone');
  return (
    <ul id={id} aria-label={t('stats.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label={t('stats.total')} value={stats.totalMeetings} note={changeText} Icon={Video} />
      <StatCard label={t('stats.active')} value={stats.activeMeetings} note={t('stats.activeHint')} Icon={Radio} />
      <StatCard
        label={t('stats.scheduled')}
        value={stats.scheduledMeetings}
        note={t('stats.scheduledHint')}
        Icon={CalendarClock}
      />
      <StatCard
        label={t('stats.completed')}
        value={stats.completedMeetings}
        note={t('stats.completedHint')}
        Icon={CheckCircle2}
      />
    </ul>
  );
}
