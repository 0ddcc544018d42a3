import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { InMantine } from '../../lib/MantineScope.tsx';

const Toasts = lazy(() => import('./Toasts.tsx').then((m) => ({ default: m.Toasts })));

/**
 * The toast container loads with the first toast, not with the first page (docs/decisions/024):
 * a toast shown before it arrives waits in the store and appears with it.
 */
export function ToastHost() {
  const queued = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (queued) setNeeded(true);
  }, [queued]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <InMantine>
        <Toasts />
      </InMantine>
    </Suspense>
  );
}
