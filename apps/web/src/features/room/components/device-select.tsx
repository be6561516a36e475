import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '#web/components/ui/select.tsx';

interface DeviceSelectProps {
  label: string;
  /** Short name for devices the browser does not label ("Camera 2"). */
  kindName: string;
  devices: readonly MediaDeviceInfo[];
  value: string | null;
  onChange: (deviceId: string) => void;
  disabled?: boolean;
}

/** A labelled list of one kind of device. */
export function DeviceSelect({ label, kindName, devices, value, onChange, disabled = false }: DeviceSelectProps) {
  const { t } = useTranslation('room');
  const id = useId();
  if (devices.length === 0) return null;
  const known = devices.some((device) => device.deviceId === value);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Select
        id={id}
        value={known && value ? value : ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {known ? null : <option value="">{t('prejoin.defaultDevice')}</option>}
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t('prejoin.deviceNumbered', { kind: kindName, number: index + 1 })}
          </option>
        ))}
      </Select>
    </div>
  );
}
