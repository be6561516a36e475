import { useTranslation } from 'react-i18next';
import { Switch } from '#web/components/ui/switch.tsx';
import { useHostActions } from '../../hooks/use-host-actions';
import { useStage } from '../../hooks/use-stage';

/**
 * The host's switch for the audience's chat in a large meeting. It shows the server's state
 * (`room.audienceChat`, from `roomUpdated`), so it flips once the server has taken the change.
 */
export function AudienceChatSwitch() {
  const { t } = useTranslation('room');
  const { audienceChat } = useStage();
  const host = useHostActions();
  return (
    <div className="border-b border-slate-200 px-4 py-2">
      <Switch
        checked={audienceChat}
        onCheckedChange={host.setAudienceChat}
        label={t('stage.audienceChat')}
        hint={t('stage.audienceChatHint')}
      />
    </div>
  );
}
