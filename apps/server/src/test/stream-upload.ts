import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * Posts a large file as a browser does, a megabyte at a time as the socket takes it: fetch copies
 * a whole body at once, which in the caller's process would stall the server or the samples it
 * measures. No vitest imports: the benches use it too.
 */
export async function streamUpload(
  url: string,
  cookie: string,
  bytes: Buffer,
): Promise<{ status: number; body: any }> {
  const request = httpRequest(url, {
    method: 'POST',
    headers: {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/octet-stream',
      'content-length': String(bytes.length),
    },
  });
  const answered = once(request, 'response') as Promise<[IncomingMessage]>;
  for (let start = 0; start < bytes.length; start += 1024 * 1024) {
    if (!request.write(bytes.subarray(start, start + 1024 * 1024))) await once(request, 'drain');
  }
  request.end();
  const [response] = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) };
}
