import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  /** Stable and unique within the accordion; also part of the DOM ids. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The heading level that wraps each header button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

const moveKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/**
 * The WAI-ARIA accordion pattern: each header is a button inside a heading, with aria-expanded and
 * aria-controls naming its panel, a region labelled by the button. Enter and Space toggle (native
 * buttons), Escape closes the panel that holds focus and returns focus to its header, and the
 * arrow keys, Home and End move between headers. Panels open independently.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const setExpanded = (id: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, id: string) => {
    const onHeader = event.target === buttons.current[index];
    if (event.key === 'Escape' && open.has(id)) {
      event.preventDefault();
      setExpanded(id, false);
      buttons.current[index]?.focus();
    } else if (onHeader && moveKeys.includes(event.key)) {
      event.preventDefault();
      const last = items.length - 1;
      const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, End: last }[
        event.key
      ];
      buttons.current[target ?? 0]?.focus();
    }
  };

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} onKeyDown={(event) => onKeyDown(event, index, item.id)}>
            <Heading className="text-base font-semibold text-slate-900">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setExpanded(item.id, !expanded)}
                className="flex w-full items-center justify-between gap-4 px-6 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-6 pb-5">
              <div className="text-slate-700">{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
