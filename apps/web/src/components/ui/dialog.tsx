import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TOAST_BELOW_WHEN_ROOM, TOAST_KEEP_CLEAR } from './use-toast-clearance';
import { focusableIn, useFocusTrap } from './use-focus-trap';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Where focus goes on opening; defaults to the first focusable element of the content. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): role=dialog with aria-modal, named by its title and
 * described by its description, focus trapped inside, Escape, the close button or a click on the
 * backdrop close it, and focus returns to the element that opened it. The content is unmounted
 * while closed, so its state starts fresh each time it opens.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({ onClose, title, description, children, initialFocus }: Omit<DialogProps, 'open'>) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panel, {
    onEscape: onClose,
    initialFocus: () => initialFocus?.() ?? (body.current ? focusableIn(body.current)[0] : null),
  });
  useScrollLock();

  return (
    // Aligned to the top with a margin, never centred: a panel taller than the window would then
    // start above it, with its heading and close button out of reach (docs/product.md, 'Dialogs').
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-slate-900/50 p-4 sm:py-12"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        {...TOAST_BELOW_WHEN_ROOM}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="flex max-h-full w-full max-w-md flex-col overflow-hidden rounded-2xl bg-white shadow-xl focus:outline-none"
      >
        {/* The heading and close button stay put, clear of toasts in any case; only the content below them scrolls. */}
        <div
          {...TOAST_KEEP_CLEAR}
          className="flex shrink-0 items-start justify-between gap-4 border-b border-slate-100 px-6 pt-5 pb-3"
        >
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('dialog.close')}
            className="-mr-2 shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div ref={body} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pt-4 pb-6">
          {description ? (
            <div id={descriptionId} className="mb-5 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}

/** The page behind a modal must not scroll under it. */
function useScrollLock() {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}
