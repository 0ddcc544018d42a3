import { useEffect } from 'react';

/** Keys typed into a field are text, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** The first field of the page's search form (a list's role="search" form). */
export function focusPageSearch(): boolean {
  const field = document.querySelector<HTMLElement>(
    'main [role="search"] input:not([type="hidden"]):not([disabled])',
  );
  field?.focus();
  return field !== null;
}

/** The shell's keys (KEYBOARD_SHORTCUTS): `/` to the page's search, `?` for the shortcut list. */
export function useKeyboardShortcuts(showShortcuts: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === '/' && focusPageSearch()) event.preventDefault();
      if (event.key === '?') {
        event.preventDefault();
        showShortcuts();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showShortcuts]);
}
