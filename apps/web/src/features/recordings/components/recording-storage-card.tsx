import { Card } from '#web/components/ui/card.tsx';
import { useStorageUsage } from '../api/get-storage-usage';
import { StorageMeter } from './storage-meter';

/**
 * The dashboard's 'Recording storage: 1.2 GB of 100 GB used'. Its own query, shown when it arrives:
 * the dashboard never waits for it, and a failure leaves it out rather than taking the page down.
 */
export function RecordingStorageCard({ id }: { id?: string }) {
  const usage = useStorageUsage();
  if (!usage.data) return null;
  return (
    <Card id={id}>
      <StorageMeter usage={usage.data} wording="line" />
    </Card>
  );
}
