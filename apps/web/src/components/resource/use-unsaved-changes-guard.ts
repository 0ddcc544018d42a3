import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds navigation away from a form with unsaved changes: in-app links wait for the user's answer
 * (the returned blocker drives UnsavedChangesDialog), closing or reloading the tab asks the browser.
 * `release()` lets the next navigation through (after a save).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}
