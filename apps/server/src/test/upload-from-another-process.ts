import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Run by a plain `node -e`: streams the file from disk to the URL and prints the answer as JSON.
const UPLOADER = `
const [url, cookie, path] = process.argv.slice(1);
const fs = require('node:fs');
const request = require('node:http').request(url, {
  method: 'POST',
  headers: {
    cookie,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/octet-stream',
    'content-length': fs.statSync(path).size,
  },
}, (response) => {
  let body = '';
  response.setEncoding('utf8');
  response.on('data', (chunk) => (body += chunk));
  response.on('end', () => process.stdout.write(JSON.stringify({ status: response.statusCode, body })));
});
fs.createReadStream(path).pipe(request);
`;

/**
 * Posts a large file from another process, as another user's browser would: sending 50 MB from
 * the caller's own process would cost its event loop (the one that samples, or that serves) the
 * very stalls being measured. The file goes through a temporary file, written before the upload.
 */
export async function uploadFromAnotherProcess(
  url: string,
  cookie: string,
  bytes: Buffer,
): Promise<{ status: number; body: any }> {
  const path = join(tmpdir(), `logi-upload-${randomBytes(6).toString('hex')}.csv`);
  writeFileSync(path, bytes);
  try {
    const child = spawn(process.execPath, ['-e', UPLOADER, url, cookie, path], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0 || !output) throw new Error(`the uploader exited with ${code}`);
    const { status, body } = JSON.parse(output) as { status: number; body: string };
    return { status, body: JSON.parse(body) };
  } finally {
    rmSync(path, { force: true });
  }
}
