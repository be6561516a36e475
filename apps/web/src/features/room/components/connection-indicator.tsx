import { Signal, SignalLow, SignalMedium } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConnectionQuality } from '../hooks/use-connection-quality';

const looks = {
  good: { Icon: Signal, color: 'text-emerald-400' },
  fair: { Icon: SignalMedium, color: 'text-amber-400' },
  poor: { Icon: SignalLow, color: 'text-red-400' },
} as const;

/** Signal bars from the latest stats sample; the numbers behind them in the tooltip. */
export function ConnectionIndicator() {
  const { t } = useTranslation('room');
  const quality = useConnectionQuality();
  if (!quality || quality.level === 'unknown') return null;
  const { Icon, color } = looks[quality.level];
  const none = t('quality.unknownValue');
  const details = t('quality.details', {
    rtt: quality.rttMs === null ? none : `${quality.rttMs} ms`,
    loss: quality.lossRatio === null ? none : `${(quality.lossRatio * 100).toFixed(1)} %`,
    bitrate:
      quality.availableOutgoingBitrate === null
        ? none
        : `${Math.round(quality.availableOutgoingBitrate / 1000)} kbit/s`,
  });
  const label = t('quality.label', { level: t(`quality.${quality.level}`) });
  return (
    <span
      role="img"
      aria-label={`${label}. ${details}`}
      title={`${label}. ${details}`}
      className={`inline-flex ${color}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
