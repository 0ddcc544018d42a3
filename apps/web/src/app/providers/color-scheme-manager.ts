import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';

/** Local-storage key of the light / dark / auto choice (spec §2 colour scheme). */
export const COLOR_SCHEME_STORAGE_KEY = 'logi-color-scheme';
const CHANGED = 'logi-color-scheme-changed';
// Each provider answers the news by setting the scheme itself, which calls set() again: tell once.
let broadcasting = false;

/**
 * Local storage, shared by the several MantineProviders of one tab (each page and each header
 * popup has its own, docs/decisions/024): a choice made in one reaches the others at once.
 */
export function syncedColorSchemeManager(): MantineColorSchemeManager {
  const stored = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
  let onChanged: ((event: Event) => void) | undefined;
  return {
    ...stored,
    set: (value) => {
      stored.set(value);
      if (broadcasting) return;
      broadcasting = true;
      try {
        window.dispatchEvent(new CustomEvent(CHANGED, { detail: value }));
      } finally {
        broadcasting = false;
      }
    },
    subscribe: (onUpdate) => {
      stored.subscribe(onUpdate);
      onChanged = (event) =>
        onUpdate((event as CustomEvent<Parameters<typeof onUpdate>[0]>).detail);
      window.addEventListener(CHANGED, onChanged);
    },
    unsubscribe: () => {
      stored.unsubscribe();
      if (onChanged) window.removeEventListener(CHANGED, onChanged);
    },
  };
}
