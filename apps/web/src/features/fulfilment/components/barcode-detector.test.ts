import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickBarcodeDetector, SCAN_FORMATS, type BarcodeReaderClass } from './barcode-detector.ts';
import { locateServedWasm, zxingBarcodeDetector } from './zxing-barcode-detector.ts';

const wasmOf = async (file: string) =>
  (await readFile(createRequire(import.meta.url).resolve(`zxing-wasm/${file}`))).buffer;

/** A BarcodeDetector class as a browser would have it, reading `formats`. */
const browserDetector = (formats: string[]): BarcodeReaderClass =>
  class {
    static getSupportedFormats = async () => formats;
    detect = async () => [];
  };

describe('pickBarcodeDetector', () => {
  const polyfill = browserDetector([]);
  const loadPolyfill = async () => polyfill;

  it("takes the browser's own BarcodeDetector when it reads every format 検品 scans", async () => {
    const native = browserDetector([...SCAN_FORMATS, 'aztec']);
    expect(await pickBarcodeDetector({ BarcodeDetector: native }, loadPolyfill)).toBe(native);
  });

  it('loads the polyfill where the browser has none, or one that misses a format', async () => {
    expect(await pickBarcodeDetector({}, loadPolyfill)).toBe(polyfill);
    const partial = browserDetector(['qr_code']);
    expect(await pickBarcodeDetector({ BarcodeDetector: partial }, loadPolyfill)).toBe(polyfill);
  });
});

describe('the zxing polyfill', () => {
  it('fetches its .wasm from our own build, never a CDN', () => {
    const url = locateServedWasm('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/');
    expect(url).toMatch(/^\/.*zxing_reader\.wasm$/);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('reads a generated EAN-13 image', async () => {
    // The one browser class the polyfill needs that Node lacks: the found code's box.
    vi.stubGlobal(
      'DOMRectReadOnly',
      class {
        constructor(...box: number[]) {
          Object.assign(this, { x: box[0], y: box[1], width: box[2], height: box[3] });
        }
      },
    );
    prepareWriter({ overrides: { wasmBinary: await wasmOf('writer/zxing_writer.wasm') } });
    const { image } = await writeBarcode('4901234567894', { format: 'EAN-13', scale: 3 });
    // Node has no fetch for a served file: the same .wasm, handed over as bytes.
    const Detector = await zxingBarcodeDetector({
      wasmBinary: await wasmOf('reader/zxing_reader.wasm'),
    });
    const found = await new Detector({ formats: [...SCAN_FORMATS] }).detect(image!);
    expect(found.map((code) => [code.format, code.rawValue])).toEqual([
      ['ean_13', '4901234567894'],
    ]);
  });
});
