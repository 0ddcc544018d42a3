import { toCamelDeep, toSnakeDeep } from '@logi/shared';
import { ApiError } from './api-error.ts';
import { buildQueryString } from './client.ts';

/** The file name a Content-Disposition header gives: filename* (RFC 5987) first, then filename. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Hands bytes to the browser as a downloaded file. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A refused download's body as the http client's ApiError, for the error panel. */
async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text();
  let payload: unknown = { message: text };
  try {
    payload = toCamelDeep(JSON.parse(text));
  } catch {
    // Not JSON: keep the text as the message.
  }
  return new ApiError(response.status, payload as ApiError['body']);
}

async function save(response: Response, fallbackName: string) {
  if (!response.ok) throw await refusal(response);
  const filename = filenameOf(response.headers.get('content-disposition'), fallbackName);
  saveFile(await response.blob(), filename);
  return filename;
}

/**
 * POSTs a JSON body (snake_cased, like every API call) and saves the answer as a file named by its
 * Content-Disposition. A refusal throws the same ApiError as the http client, for the error panel.
 */
export async function downloadFile(url: string, body: unknown, fallbackName: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'text/csv, application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify(toSnakeDeep(body)),
    credentials: 'same-origin',
  });
  return save(response, fallbackName);
}

/** GETs a file (a batch's PDF or CSV) with its query, saved like downloadFile's. */
export async function downloadFrom(
  url: string,
  query: Record<string, unknown>,
  fallbackName: string,
) {
  const response = await fetch(url + buildQueryString(query), {
    headers: {
      Accept: 'application/pdf, text/csv, application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    credentials: 'same-origin',
  });
  return save(response, fallbackName);
}
