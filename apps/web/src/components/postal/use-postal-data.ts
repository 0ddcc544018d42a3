import type { PostalSnapshot } from '@logi/postal';
import { useSyncExternalStore } from 'react';
import { postalData } from './postal-data.ts';

/** The in-browser postal dataset: status ('idle' | 'loading' | 'ready' | 'error'), index, error. */
export function usePostalData(): PostalSnapshot {
  return useSyncExternalStore(postalData.subscribe, postalData.getSnapshot);
}
