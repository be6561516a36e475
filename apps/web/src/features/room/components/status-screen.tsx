import type { ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';

interface StatusScreenProps {
  title: string;
  text?: string;
  busy?: boolean;
  children?: ReactNode;
}

/** A whole-page message in the room's colours: connecting, waiting in the lobby, the end. */
export function StatusScreen({ title, text, busy = false, children }: StatusScreenProps) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div
        role="status"
        className="w-full max-w-md space-y-4 rounded-2xl bg-white p-8 text-center text-slate-900 shadow"
      >
        {busy ? <Spinner size="lg" /> : null}
        <h1 className="text-xl font-bold">{title}</h1>
        {text ? <p className="text-slate-600">{text}</p> : null}
        {children ? <div className="flex flex-wrap justify-center gap-2">{children}</div> : null}
      </div>
    </main>
  );
}
