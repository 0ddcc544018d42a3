import { PROVIDER_MESSAGES, WarehouseApiError } from './warehouse-api-error.ts';

const MEGABYTE = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  new WarehouseApiError(
    'invalid_response',
    PROVIDER_MESSAGES.tooLarge(Math.round(maxBytes / MEGABYTE)),
  );

/** The body as UTF-8 text, read as a stream and abandoned past maxBytes (never buffered whole). */
export async function readCappedBody(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
