import { WifiOff } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { useRoomSession, useRoomState } from '../context/room-context';

/**
 * The call's media never connected and the browser ran out of paths: the network (a hotel's, an
 * office's, public Wi-Fi, a VPN) lets the page load but not the call. Instead of a spinner the
 * person reads why and what to try (docs/product.md, the room). An alert, so screen readers say it
 * at once; focus goes to 'Try again' so the keyboard is where the next step is.
 */
export function MediaUnreachable() {
  const { t } = useTranslation('room');
  const session = useRoomSession();
  const unreachable = useRoomState((state) => state.mediaUnreachable);
  const headingId = useId();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (unreachable) retry.current?.focus();
  }, [unreachable]);
  if (!unreachable) return null;
  return (
    <div className="absolute inset-0 z-20 flex items-start justify-center overflow-y-auto bg-slate-950/80 p-4 sm:items-center">
      <section
        role="alert"
        aria-labelledby={headingId}
        className="w-full max-w-md space-y-4 rounded-2xl bg-white p-6 text-slate-900 shadow-xl"
      >
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <WifiOff aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
          {t('unreachable.title')}
        </h2>
        <p className="text-slate-700">{t('unreachable.why')}</p>
        <div>
          <p className="font-semibold">{t('unreachable.tryTitle')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            <li>{t('unreachable.tryOtherNetwork')}</li>
            <li>{t('unreachable.tryVpn')}</li>
            <li>{t('unreachable.tryAdmin')}</li>
          </ul>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => session.actions.leave()}>
            {t('unreachable.leave')}
          </Button>
          <button ref={retry} type="button" className={buttonClasses()} onClick={() => session.retryMedia()}>
            {t('unreachable.retry')}
          </button>
        </div>
      </section>
    </div>
  );
}
