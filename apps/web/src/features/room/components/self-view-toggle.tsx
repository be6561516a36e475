import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SelfViewToggleProps {
  hidden: boolean;
  onToggle: () => void;
}

/** "Hide self view" / "Show self view" in the header's view options (hooks/use-self-view.ts). */
export function SelfViewToggle({ hidden, onToggle }: SelfViewToggleProps) {
  const { t } = useTranslation('room');
  // The name says what a press does, so the button has no aria-pressed (it would say it twice).
  const label = t(hidden ? 'controls.selfView.show' : 'controls.selfView.hide');
  const Icon = hidden ? Eye : EyeOff;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      data-testid="self-view-toggle"
      className="flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
