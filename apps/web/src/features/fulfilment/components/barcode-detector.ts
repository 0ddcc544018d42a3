/** The codes 検品 reads: JAN (EAN-13, EAN-8) on items, Code128 or QR on slips. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'code_128', 'qr_code'] as const;

export type ScanFormat = (typeof SCAN_FORMATS)[number];
export type DetectedCode = { rawValue: string; format: string };
export type BarcodeReader = {
  detect: (source: HTMLVideoElement | Blob) => Promise<DetectedCode[]>;
};
/** The Barcode Detection API's class: the browser's own, or the zxing polyfill's. */
export type BarcodeReaderClass = {
  new (options?: { formats?: ScanFormat[] }): BarcodeReader;
  getSupportedFormats?: () => Promise<readonly string[]>;
};

/**
 * The browser's own BarcodeDetector when it reads every format we scan (Chromium on Android and
 * macOS); else the zxing polyfill (Windows, Linux, Firefox, Safari desktop), loaded only then.
 */
export async function pickBarcodeDetector(
  scope: { BarcodeDetector?: BarcodeReaderClass },
  loadPolyfill: () => Promise<BarcodeReaderClass>,
): Promise<BarcodeReaderClass> {
  const native = scope.BarcodeDetector;
  if (native) {
    const supported = (await native.getSupportedFormats?.().catch(() => [])) ?? [];
    if (SCAN_FORMATS.every((format) => supported.includes(format))) return native;
  }
  return loadPolyfill();
}

let loading: Promise<BarcodeReaderClass> | null = null;

/** The detector class for the camera, picked once; a failed load (offline) is tried again next time. */
export function loadBarcodeDetector(): Promise<BarcodeReaderClass> {
  loading ??= pickBarcodeDetector(globalThis as { BarcodeDetector?: BarcodeReaderClass }, () =>
    import('./zxing-barcode-detector.ts').then((polyfill) => polyfill.zxingBarcodeDetector()),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
