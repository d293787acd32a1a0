import { useCallback, useEffect, useRef, useState } from 'react';
import { grabFrame, loadQrDecoder, startCamera, stopCamera } from './qr-camera';

export type ScannerState = 'idle' | 'starting' | 'scanning' | 'failed';

/** Frames decoded per second while scanning. */
const SCAN_INTERVAL_MS = 150;

/**
 * The camera QR scanner: `start()` opens the camera into the video element and decodes frames until
 * a QR code is read (`onScan` gets its text, and the camera stops) or `stop()` is called. The camera
 * is always released on stop and on unmount.
 */
export function useQrScanner(onScan: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const run = useRef(0);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const [state, setState] = useState<ScannerState>('idle');

  const release = useCallback(() => {
    run.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stopCamera(stream.current);
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState('idle');
  }, [release]);

  const start = useCallback(async () => {
    release();
    const current = run.current;
    setState('starting');
    try {
      const [decode] = await Promise.all([
        loadQrDecoder(),
        (async () => {
          const video = videoRef.current;
          if (!video) throw new Error('No video element');
          const opened = await startCamera(video);
          if (run.current !== current) stopCamera(opened);
          else stream.current = opened;
        })(),
      ]);
      if (run.current !== current) return;
      setState('scanning');
      canvasRef.current ??= document.createElement('canvas');
      const tick = () => {
        if (run.current !== current || !videoRef.current || !canvasRef.current) return;
        const frame = grabFrame(videoRef.current, canvasRef.current);
        const text = frame ? decode(frame) : null;
        if (text) {
          release();
          setState('idle');
          onScanRef.current(text);
          return;
        }
        timer.current = setTimeout(tick, SCAN_INTERVAL_MS);
      };
      tick();
    } catch {
      if (run.current !== current) return;
      release();
      setState('failed');
    }
  }, [release]);

  useEffect(() => release, [release]);

  return { videoRef, state, start, stop };
}
