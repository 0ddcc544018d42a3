import { deflateSync } from 'node:zlib';

// Logo files for the tests: real PNGs of any size, built here so no binary fixture is kept.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A grey PNG of width × height pixels (8-bit, with alpha if asked: RGBA), optionally with noise. */
export function pngLogo(width: number, height: number, { noise = false, alpha = false } = {}) {
  const channels = alpha ? 4 : 1;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = alpha ? 6 : 0; // RGBA or greyscale
  const stride = width * channels + 1;
  const rows = Buffer.alloc(height * stride, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * stride] = 0; // filter: none
  // A linear congruential sequence: deflate finds no repeats, so the file stays as big as its pixels.
  let seed = 1;
  if (noise)
    for (let i = 0; i < rows.length; i += 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      if (i % stride) rows[i] = seed >>> 24;
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's start as far as its frame header (SOF0): enough for its type and size. */
export function jpegLogo(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, Buffer.from([0xff, 0xd9])]);
}

export const logoBody = (bytes: Buffer) => ({ image: bytes.toString('base64') });
