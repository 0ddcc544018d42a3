import { useState } from 'react';

/** A file download's busy key and refusal (a 422 shows its message in the page's error panel). */
export function useDownload(onError: (error: unknown) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, download: () => Promise<unknown>) => {
    setBusy(key);
    onError(null);
    try {
      await download();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
