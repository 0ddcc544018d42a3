import { Notifications } from '@mantine/notifications';

/** Mantine's toast container in a module of its own, so UiProviders can load it on demand. */
export function Toasts() {
  return <Notifications position="top-right" />;
}
