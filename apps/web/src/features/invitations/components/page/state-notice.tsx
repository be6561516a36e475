import { AlertTriangle, CalendarX, CheckCircle2, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'warning' | 'over';

const looks: Record<Tone, { Icon: LucideIcon; box: string }> = {
  info: { Icon: Info, box: 'border-indigo-200 bg-indigo-50 text-indigo-950' },
  success: { Icon: CheckCircle2, box: 'border-emerald-200 bg-emerald-50 text-emerald-950' },
  warning: { Icon: AlertTriangle, box: 'border-amber-200 bg-amber-50 text-amber-950' },
  over: { Icon: CalendarX, box: 'border-slate-200 bg-slate-100 text-slate-900' },
};

interface StateNoticeProps {
  tone: Tone;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}

/** A titled box telling where the invitation stands (cancelled, ended, starting soon...). */
export function StateNotice({ tone, title, text, children }: StateNoticeProps) {
  const { Icon, box } = looks[tone];
  return (
    <section aria-label={title} className={`flex gap-3 rounded-xl border p-4 ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 className="font-semibold">{title}</h2>
        {text ? <p className="text-sm">{text}</p> : null}
        {children}
      </div>
    </section>
  );
}
