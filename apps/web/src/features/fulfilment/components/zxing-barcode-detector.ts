import { BarcodeDetector, prepareZXingModule, purgeZXingModule } from 'barcode-detector/ponyfill';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeReaderClass } from './barcode-detector.ts';

// Loaded only by loadBarcodeDetector's dynamic import: zxing's code and its 1 MB .wasm stay out of
// every page until a browser without BarcodeDetector opens the camera (docs/decisions/057).

type ModuleOverrides = NonNullable<Parameters<typeof prepareZXingModule>[0]>['overrides'];

/** zxing asks for its .wasm by name: our own build's copy, so 検品 works with no internet. */
export const locateServedWasm = (path: string, prefix: string) =>
  path.endsWith('.wasm') ? readerWasmUrl : prefix + path;

/**
 * The polyfill's class once its .wasm is fetched and compiled (while the browser asks for the
 * camera); a failed load is forgotten, so the next camera start fetches it again.
 */
export async function zxingBarcodeDetector(
  overrides: ModuleOverrides = { locateFile: locateServedWasm },
): Promise<BarcodeReaderClass> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    purgeZXingModule();
    throw error;
  }
  return BarcodeDetector;
}
