import { LIMITS } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { BackgroundPicker } from './background-picker';
import { CameraPreview } from './camera-preview';
import { DeviceProblems } from './device-problems';
import { DeviceSettings } from './device-settings';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { MediaToggleButton } from './media-toggle-button';
import { RecordingNotice } from './recording-notice';

interface PreJoinProps {
  meetingCode: string;
  /** The meeting's title, once the server said it (recording-status); the code alone until then. */
  title?: string;
  defaultName: string;
  /** The token says the host admits this person from a lobby. */
  lobby: boolean;
  /**
   * The server says this person enters a large meeting as audience (decision record 044): no camera preview, no
   * device buttons or choices, and nothing asked of the browser; they are told how they will take part.
   */
  audience?: boolean;
  /** The meeting is being recorded now: people are told before they enter (docs/product.md, 'Recordings'). */
  recording?: boolean;
  onJoin: (displayName: string) => void;
}

/**
 * The check before entering: camera preview, microphone level, device choice, noise suppression,
 * display name and Join now, with a notice right above it while the meeting is being recorded. Joining
 * works without any device (see and hear only). A large meeting's audience gets the name, the notice
 * and Join now only, with a word on how they take part: they need no device, so none is shown or used.
 */
export function PreJoin({
  meetingCode,
  title,
  defaultName,
  lobby,
  audience = false,
  recording = false,
  onJoin,
}: PreJoinProps) {
  const { t } = useTranslation('room');
  const [name, setName] = useState(defaultName);
  const trimmed = name.trim();
  const form = (
    <form
      className="space-y-3 rounded-2xl bg-white p-4 text-slate-900 shadow md:space-y-4 md:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onJoin(trimmed);
      }}
    >
      <div>
        <h1 className="text-xl font-bold md:text-2xl">{t('prejoin.title')}</h1>
        {title ? (
          <p data-testid="prejoin-meeting-title" className="font-semibold break-words text-slate-800">
            {title}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">{t('room.code', { code: meetingCode })}</p>
      </div>
      {audience ? (
        <div data-testid="audience-prejoin-note" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <p className="font-semibold">{t('prejoin.audienceTitle')}</p>
          <p>{t('prejoin.audienceNote')}</p>
        </div>
      ) : null}
      <FormField label={t('prejoin.displayName')} required>
        {(field) => (
          <Input
            {...field}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={LIMITS.nameMax}
            autoComplete="name"
            required
          />
        )}
      </FormField>
      {audience ? null : <DeviceSettings background={false} />}
      <div>
        <RecordingNotice recording={recording} />
        <Button type="submit" className="w-full" disabled={!trimmed}>
          {t('prejoin.joinNow')}
        </Button>
        {/* What happens after the press, so under it: above it, it would push Join now out of a phone's view. */}
        {lobby ? <p className="mt-2 text-center text-sm text-slate-700">{t('prejoin.lobbyNote')}</p> : null}
      </div>
    </form>
  );
  if (audience) {
    // No preview, device buttons or shortcuts (Ctrl/Cmd+D and +E would start a device).
    return <main className="mx-auto grid min-h-screen max-w-md content-center p-3 md:p-8">{form}</main>;
  }
  return (
    // Tighter on phones, so Join now (and the recording notice above it) is in view at 390x844 without scrolling.
    <main className="mx-auto grid min-h-screen max-w-5xl content-center gap-4 p-3 md:grid-cols-[3fr_2fr] md:gap-8 md:p-8">
      <KeyboardShortcuts />
      <div className="space-y-3 md:space-y-4">
        <CameraPreview name={trimmed || defaultName} />
        <div className="flex justify-center gap-3" role="group" aria-label={t('controls.toolbar')}>
          <MediaToggleButton source="microphone" />
          <MediaToggleButton source="camera" />
          <BackgroundPicker />
        </div>
        <DeviceProblems />
      </div>
      {form}
    </main>
  );
}
