import type { Participant } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useAudienceList } from '../../hooks/use-audience-list';
import { ParticipantRow } from '../participant-row';
import { SearchWithCount } from '../search-with-count';
import { StageSection } from './stage-section';

interface AudienceSectionProps {
  selfId: string | null;
  isHost: boolean;
  /** People the sections above already show (speakers, raised hands): not listed twice. */
  shownAbove: ReadonlySet<string>;
  onInvite: (id: string) => void;
  onRemove: (participant: Participant) => void;
  onMute: (id: string) => void;
}

/**
 * 'Audience (N)' of a large meeting's participant list: the server's pages of the audience by name
 * (useAudienceList), a search that asks the server after a pause, and Load more for the next page.
 */
export function AudienceSection({ selfId, isHost, shownAbove, onInvite, onRemove, onMute }: AudienceSectionProps) {
  const { t } = useTranslation('room');
  const audience = useAudienceList();
  const searching = audience.shownQuery !== '';
  const rows = audience.people.filter((person) => !shownAbove.has(person.id));
  const settled = !audience.loading || audience.people.length > 0;
  return (
    <StageSection title={t('stage.audience', { count: audience.audienceSize })}>
      <SearchWithCount
        query={audience.query}
        onQuery={audience.setQuery}
        label={t('stage.searchAudience')}
        count={searching && settled ? t('stage.audienceMatches', { count: audience.total }) : ''}
        countTestId="audience-matches"
        className="space-y-1 p-3"
      />
      {rows.length > 0 ? (
        <ul aria-label={t('stage.audience', { count: audience.audienceSize })} className="divide-y divide-slate-200">
          {rows.map((person) => (
            <ParticipantRow
              key={person.id}
              participant={person}
              isSelf={person.id === selfId}
              hostActions={isHost && person.id !== selfId}
              onMute={onMute}
              onRemove={onRemove}
              onInvite={isHost && person.id !== selfId ? onInvite : undefined}
            />
          ))}
        </ul>
      ) : settled ? (
        <p className="px-4 pb-3 text-sm text-slate-500">
          {searching ? t('stage.audienceNoMatch', { query: audience.shownQuery }) : t('stage.audienceEmpty')}
        </p>
      ) : null}
      {audience.loading ? (
        <p role="status" className="px-4 py-2 text-sm text-slate-500">
          {t('stage.loading')}
        </p>
      ) : null}
      {audience.hasMore ? (
        <div className="p-3">
          <Button
            variant="secondary"
            className="min-h-11 w-full text-sm"
            disabled={audience.loading}
            onClick={audience.loadMore}
          >
            {t('stage.loadMore')}
          </Button>
        </div>
      ) : null}
    </StageSection>
  );
}
