import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A header menu or popover whose Mantine code (Popover, floating-ui, focus trap) is not part of the
 * first load (docs/decisions/024). Until first used, its target is a look-alike button: hovering or
 * focusing it starts the download, clicking it mounts the real popup, which then opens itself.
 */
export function useDeferredPopup(load: () => Promise<unknown>, popup: 'menu' | 'dialog') {
  const [requested, setRequested] = useState(false);
  const preload = useCallback(() => void load(), [load]);
  return {
    requested,
    fallbackProps: {
      onClick: () => setRequested(true),
      onPointerEnter: preload,
      onFocus: preload,
      'aria-haspopup': popup,
      'aria-expanded': false,
    },
  } as const;
}

/**
 * The open state of a popup that replaced its look-alike target on a click: it focuses its own
 * target first (the look-alike had focus, and closing returns focus there), then opens.
 */
export function useOpenedOnArrival<Target extends HTMLElement = HTMLButtonElement>() {
  const targetRef = useRef<Target>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    targetRef.current?.focus();
    setOpened(true);
  }, []);
  return { targetRef, opened, setOpened };
}
