import MenuIcon from 'lucide-react/icons/menu';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { LanguageSwitch } from '../ui/language-switch';

/** The landing header turns dark after this much scrolling (docs/product.md, 'Landing page'). */
const DARK_AFTER_PX = 100;

/**
 * Whether the page has scrolled past DARK_AFTER_PX. Read in the scroll event and once after the first
 * paint, never while rendering: reading window.scrollY makes the browser lay out the page then and
 * there, and in the landing page's first render that forced its whole style and layout to run twice
 * (decision record 060).
 */
function useScrolledPast(enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > DARK_AFTER_PX);
    // A page opened scrolled (a reload, a link to a section) matches it once the first frame is out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(update)));
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [enabled]);
  return enabled && past;
}

type SiteHeaderProps = {
  nav?: ReactNode;
  actions?: ReactNode;
  darkOnScroll?: boolean;
  /** Below the md breakpoint, put the links, actions and language switch behind a menu button. */
  menu?: boolean;
};

/**
 * Brand, the page's own navigation, its actions and the language switch. With `darkOnScroll` (the
 * landing page) it stays at the top and turns dark once the page has scrolled; `data-scrolled` on
 * this `group` lets the links passed in follow with `group-data-[scrolled=true]:` classes. With `menu`
 * a phone shows one row, the brand and a 44x44 menu button that opens the rest below it
 * (docs/product.md, 'Landing page'): the sticky header took three rows, 141 px of a 844 px screen.
 */
export function SiteHeader({ nav, actions, darkOnScroll = false, menu = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  const dark = useScrolledPast(darkOnScroll);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const theme = dark ? 'border-slate-800 bg-slate-900 text-white' : 'border-slate-200 bg-white text-slate-900';

  // A link followed from the open menu (a section of this page or another page) closes it.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    document.getElementById(`${panelId}-button`)?.focus();
  };

  const links = (
    <>
      {nav ? (
        <nav
          aria-label={t('nav.main')}
          className={`flex flex-wrap items-center gap-4 text-sm ${dark ? 'text-slate-200' : 'text-slate-700'} ${
            menu ? 'max-md:flex-col max-md:items-stretch max-md:gap-0' : ''
          }`}
        >
          {nav}
        </nav>
      ) : null}
      <div
        className={`ml-auto flex flex-wrap items-center gap-3 ${
          menu ? 'max-md:ml-0 max-md:flex-col max-md:items-stretch max-md:gap-2 max-md:[&_select]:min-h-11' : ''
        }`}
      >
        {actions}
        <LanguageSwitch />
      </div>
    </>
  );

  return (
    <header
      data-scrolled={dark}
      data-surface={dark ? 'dark' : undefined}
      onKeyDown={menu ? closeOnEscape : undefined}
      className={`group border-b transition-colors motion-reduce:transition-none ${theme} ${darkOnScroll ? 'sticky top-0 z-40' : ''}`}
    >
      <div className={`mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 ${menu ? 'py-2 md:py-3' : 'py-3'}`}>
        <Link
          to={paths.home.getHref()}
          className={`rounded text-lg font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${dark ? 'text-white' : 'text-indigo-700'}`}
        >
          {t('brand')}
        </Link>
        {menu ? (
          <>
            <button
              type="button"
              id={`${panelId}-button`}
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
              onClick={() => setOpen(!open)}
              className={`ml-auto grid size-11 place-items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 md:hidden ${
                dark ? 'text-white hover:bg-slate-800' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {open ? (
                <XIcon aria-hidden="true" className="size-6" />
              ) : (
                <MenuIcon aria-hidden="true" className="size-6" />
              )}
            </button>
            <div
              id={panelId}
              onClick={closeOnLink}
              className={`${open ? 'flex' : 'hidden'} basis-full flex-col gap-2 pb-2 md:flex md:flex-1 md:basis-auto md:flex-row md:flex-wrap md:items-center md:gap-4 md:pb-0`}
            >
              {links}
            </div>
          </>
        ) : (
          links
        )}
      </div>
    </header>
  );
}
