import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

/** The header's way back to the dashboard on pages reached from it (the account page, the Booking page). */
export function DashboardBackLink({ label }: { label: string }) {
  return (
    <Link
      to={paths.app.dashboard.getHref()}
      className="inline-flex items-center gap-1 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
