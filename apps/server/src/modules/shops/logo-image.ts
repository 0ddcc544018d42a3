import { inflateSync } from 'node:zlib';
import {
  SHOP_LOGO_MAX_BYTES,
  SHOP_LOGO_MAX_PIXELS,
  SHOP_LOGO_MESSAGES as M,
  type ShopLogoType,
} from '@logi/shared';
import { AppError } from '../../http/app-error.ts';

// A logo is checked whole before it is kept: pdfkit decodes some PNGs in a zlib callback where a
// broken image would throw past every handler, so a 納品書 must only ever meet a sound one.

export type LogoImage = { contentType: ShopLogoType; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel of each PNG colour type (grey, RGB, palette, grey+alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

const refuse = (message: string) =>
  new AppError('validation', message, { fieldErrors: { image: [message] } });

/** The bytes a PNG's pixel data inflates to: one filter byte per row of each pass. */
function pngDataLength(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  const rows = (w: number, h: number) => (w && h ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

function readPng(bytes: Buffer): LogoImage {
  let offset = 8;
  let header = { width: 0, height: 0, bits: 0, channels: 0, lace: 0 };
  const data: Buffer[] = [];
  let ended = false;
  while (!ended && offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw refuse(M.unreadable);
    if (type === 'IHDR' && length >= 13) {
      const channels = PNG_CHANNELS[body[9]!] ?? 0;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bits: body[8]!,
        channels,
        lace: body[12]!,
      };
    }
    if (type === 'IDAT') data.push(body);
    ended = type === 'IEND';
    offset += 12 + length;
  }
  const { width, height, bits, channels, lace } = header;
  if (!ended || !channels || ![1, 2, 4, 8, 16].includes(bits) || lace > 1 || data.length === 0)
    throw refuse(M.unreadable);
  checkPixels(width, height);
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(data));
  } catch {
    throw refuse(M.unreadable);
  }
  if (inflated.length < pngDataLength(width, height, bits * channels, lace === 1))
    throw refuse(M.unreadable);
  return { contentType: 'image/png', width, height };
}

/** A JPEG's size from its frame header (SOFn), walking the markers before it. */
function readJpeg(bytes: Buffer): LogoImage {
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) break;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      // pdfkit draws grey, RGB and CMYK JPEGs only.
      if (![1, 3, 4].includes(bytes[offset + 9] ?? 0)) break;
      checkPixels(width, height);
      return { contentType: 'image/jpeg', width, height };
    }
    offset += 2 + length;
  }
  throw refuse(M.unreadable);
}

function checkPixels(width: number, height: number) {
  if (width < 1 || height < 1) throw refuse(M.unreadable);
  if (width > SHOP_LOGO_MAX_PIXELS || height > SHOP_LOGO_MAX_PIXELS) throw refuse(M.tooManyPixels);
}

/** The logo's type and size, or a validation error saying in Japanese why it cannot be kept. */
export function inspectLogo(bytes: Buffer): LogoImage {
  if (bytes.length > SHOP_LOGO_MAX_BYTES) throw refuse(M.tooLarge);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes);
  throw refuse(M.type);
}
