import { useCallback, useEffect, useId, useRef, useState } from 'react';

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

// Header popups announce their opening on this event, so that the one open before closes itself.
const HEADER_POPUP_OPENED = 'logi:header-popup-opened';

/**
 * The open state of a popup that replaced its look-alike target on a click: it focuses its own
 * target first (the look-alike had focus, and closing returns focus there), then opens. Only one
 * such popup is open at a time: opening one closes the others (a keyboard opening has no outside
 * click to close them).
 */
export function useOpenedOnArrival<Target extends HTMLElement = HTMLButtonElement>() {
  const targetRef = useRef<Target>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  useEffect(() => {
    targetRef.current?.focus();
    setOpened(true);
  }, []);
  useEffect(() => {
    if (opened) window.dispatchEvent(new CustomEvent(HEADER_POPUP_OPENED, { detail: id }));
  }, [opened, id]);
  useEffect(() => {
    const closeIfOther = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== id) setOpened(false);
    };
    window.addEventListener(HEADER_POPUP_OPENED, closeIfOther);
    return () => window.removeEventListener(HEADER_POPUP_OPENED, closeIfOther);
  }, [id]);
  return { targetRef, opened, setOpened };
}
