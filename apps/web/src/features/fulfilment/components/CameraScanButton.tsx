import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FULFILMENT_LABELS as L, INSPECTION_MESSAGES } from '@logi/shared';

type Detected = { rawValue: string };
type Detector = { detect: (source: HTMLVideoElement) => Promise<Detected[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

const FORMATS = ['ean_13', 'ean_8', 'code_128', 'code_39', 'qr_code', 'itf', 'codabar'];
/** The same code seen again within this time is the same scan, not a second piece. */
const REPEAT_MS = 1500;

const detectorClass = () =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    : null;

/**
 * カメラで読み取る: the browser's own BarcodeDetector on the device camera, each code handed to
 * `onScan` as a scanner's Enter would. Absent where the browser has no BarcodeDetector.
 */
export function CameraScanButton({ onScan }: { onScan: (code: string) => void }) {
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const Detector = detectorClass();
  if (!Detector) return null;
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
          Detector={Detector}
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

function CameraView({
  Detector,
  onScan,
  onFail,
}: {
  Detector: DetectorClass;
  onScan: (code: string) => void;
  onFail: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onScan, onFail });
  handlers.current = { onScan, onFail };
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { code: '', at: 0 };
    const detector = new Detector({ formats: FORMATS });
    const tick = async () => {
      const element = video.current;
      if (element && element.readyState >= 2) {
        const [found] = await detector.detect(element).catch(() => []);
        const now = Date.now();
        if (found && (found.rawValue !== last.code || now - last.at > REPEAT_MS)) {
          last = { code: found.rawValue, at: now };
          handlers.current.onScan(found.rawValue);
        }
      }
      timer = window.setTimeout(() => void tick(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((media) => {
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play();
        }
        void tick();
      })
      .catch(() => handlers.current.onFail());
    return () => {
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [Detector]);
  return <video ref={video} aria-label={L.cameraPreview} muted playsInline width={320} />;
}
