import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';

/** Whether the page is shown inside another site's frame (`?embed=1`, decision record 068). */
export function useEmbedded(): boolean {
  const [params] = useSearchParams();
  return params.get('embed') === '1';
}

/** The message the embedded page posts to its parent; the embed snippet listens for it. */
export const EMBED_HEIGHT_MESSAGE = 'vm-booking-height';

/**
 * Tells the parent page the embedded page's height whenever it changes, so the snippet can size the
 * frame and no inner scroll bar appears. Only the height is sent, to whichever page embeds it.
 */
function useHeightToParent(enabled: boolean) {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    const post = () =>
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height: document.documentElement.scrollHeight }, '*');
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    post();
    return () => observer.disconnect();
  }, [enabled]);
}

/**
 * The public booking pages' frame: the site's header and footer, or, embedded, only the content and
 * the language switch (docs/product.md, 'Booking pages').
 */
export function BookingFrame({ children }: { children: ReactNode }) {
  const embedded = useEmbedded();
  useHeightToParent(embedded);
  if (!embedded) return <MainLayout>{children}</MainLayout>;
  return (
    <main className="bg-white p-4 text-slate-900">
      <div className="mb-2 flex justify-end">
        <LanguageSwitch />
      </div>
      {children}
    </main>
  );
}
