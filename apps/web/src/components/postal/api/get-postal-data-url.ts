import { http } from '../../../lib/http/client.ts';

/** Where the postal zip lives (our server or the configured object-storage host); public. */
export const fetchPostalDataUrl = (signal?: AbortSignal) =>
  http
    .get<{ data: { url: string } }>('/api/postal/data_url', undefined, signal)
    .then((response) => response.data.url);
