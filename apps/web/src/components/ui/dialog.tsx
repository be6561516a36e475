import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
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
    <div
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-900/50 p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <h2 id={titleId} className="pr-8 text-xl font-bold text-slate-900">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-slate-600">
            {description}
          </div>
        ) : null}
        <div ref={body} className="mt-5">
          {children}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('dialog.close')}
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
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
