import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface SidePanelProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The right-hand panel (chat, participants, lobby, settings): a labelled region with a close button.
 * Below the md breakpoint (a phone held upright) it is a bottom sheet of 55% of the height, so the
 * stage above it keeps showing the videos (docs/product.md, 'Meeting room'; decision record 040).
 */
export function SidePanel({ title, closeLabel, onClose, children }: SidePanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-xl bg-white text-slate-900 max-md:h-[55dvh] max-md:shrink-0 md:h-full md:w-80"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </section>
  );
}
