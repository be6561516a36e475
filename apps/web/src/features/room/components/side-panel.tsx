import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface SidePanelProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** The right-hand panel (chat, participants, lobby): a labelled region with a close button. */
export function SidePanel({ title, closeLabel, onClose, children }: SidePanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full w-full flex-col rounded-xl bg-white text-slate-900 md:w-80"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </section>
  );
}
