import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FULFILMENT_LABELS as L, INSPECTION_MESSAGES } from '@logi/shared';
import { loadBarcodeDetector, SCAN_FORMATS, type BarcodeReader } from './barcode-detector.ts';

/** The same code seen again within this time is the same scan, not a second piece. */
const REPEAT_MS = 1500;

// getUserMedia exists only in a secure context (https or localhost) with a camera API.
const hasCameraApi = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * カメラで読み取る: the device camera read by the browser's BarcodeDetector, or by the zxing polyfill
 * where the browser has none; each code is handed to `onScan` as a scanner's Enter would.
 */
export function CameraScanButton({ onScan }: { onScan: (code: string) => void }) {
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!hasCameraApi()) return null;
  return (
    <Stack gap={4}>
      <Button variant="default" onClick={() => setOn((value) => !value)} w="fit-content">
        {on ? L.stopCamera : L.camera}
      </Button>
      {failed ? (
        <Text size="sm" c="red">
          {INSPECTION_MESSAGES.cameraFailed}
        </Text>
      ) : null}
      {on ? (
        <CameraView
          onScan={onScan}
          onFail={() => {
            setFailed(true);
            setOn(false);
          }}
        />
      ) : null}
    </Stack>
  );
}

function CameraView({ onScan, onFail }: { onScan: (code: string) => void; onFail: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onScan, onFail });
  useEffect(() => {
    handlers.current = { onScan, onFail };
  });
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { code: '', at: 0 };
    const tick = async (detector: BarcodeReader) => {
      const element = video.current;
      if (element && element.readyState >= 2) {
        const [found] = await detector.detect(element);
        const now = Date.now();
        if (found && (found.rawValue !== last.code || now - last.at > REPEAT_MS)) {
          last = { code: found.rawValue, at: now };
          handlers.current.onScan(found.rawValue);
        }
      }
      if (!stopped) timer = window.setTimeout(() => tick(detector).catch(fail), 250);
    };
    const fail = () => {
      if (!stopped) handlers.current.onFail();
    };
    // The detector (perhaps the polyfill's download) and the camera permission, side by side.
    Promise.all([
      loadBarcodeDetector(),
      navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
    ])
      .then(([Detector, media]) => {
        stream = media;
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play();
        }
        return tick(new Detector({ formats: [...SCAN_FORMATS] }));
      })
      .catch(fail);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return <video ref={video} aria-label={L.cameraPreview} muted playsInline width={320} />;
}
