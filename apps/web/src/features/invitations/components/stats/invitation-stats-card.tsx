import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useInvitationStats } from '#web/features/invitations/api/get-invitation-stats.ts';
import { participationRate, standingInvitations } from '#web/features/invitations/utils/participation.ts';
import { ParticipationBar } from './participation-bar';
import { QuickInsights } from './quick-insights';
import { StatTiles } from './stat-tiles';

/** Invitation Statistics of one meeting, refreshed every 15 s so answers show without a reload. */
export function InvitationStatsCard({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation('invitations');
  const query = useInvitationStats(meetingId);
  const stats = query.data;
  return (
    <Card title={t('stats.title')}>
      {stats ? (
        <div className="space-y-5">
          <StatTiles stats={stats} />
          <ParticipationBar rate={participationRate(stats)} showTicks={standingInvitations(stats) > 0} />
          <QuickInsights stats={stats} />
        </div>
      ) : query.isError ? (
        <p className="text-sm text-red-700">{t('stats.failed')}</p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {t('stats.loading')}
        </p>
      )}
    </Card>
  );
}
