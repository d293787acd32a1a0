import { CONFIRMATION_ALPHABET, CONFIRMATION_CODE_LENGTH } from '@belizepass/domain';

/** Reads QR codes from image data; null when the frame holds none. */
export type QrDecoder = (frame: ImageData) => string | null;

let decoder: Promise<QrDecoder> | null = null;

/** The jsQR decoder, loaded on first use so it stays out of the page's first download. */
export function loadQrDecoder(): Promise<QrDecoder> {
  decoder ??= import('jsqr')
    .then(({ default: jsQR }) => (frame: ImageData) => {
      const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
      return found?.data ? found.data : null;
    })
    .catch((error: unknown) => {
      decoder = null;
      throw error;
    });
  return decoder;
}

/** The back camera when there is one, into `video`. Throws when the camera cannot be opened. */
export async function startCamera(video: HTMLVideoElement): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser cannot open a camera.');
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
  video.srcObject = stream;
  video.setAttribute('playsinline', 'true');
  video.muted = true;
  try {
    await video.play();
  } catch (error) {
    stopCamera(stream);
    video.srcObject = null;
    throw error;
  }
  return stream;
}

export function stopCamera(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The largest side a frame is scaled to before decoding: enough for a phone-screen QR, cheap to scan. */
const MAX_SIDE = 640;

/** One video frame as image data, drawn through `canvas`; null until the video has a frame. */
export function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h || video.readyState < video.HAVE_CURRENT_DATA) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

const CODE = new RegExp(`^[${CONFIRMATION_ALPHABET}]{${CONFIRMATION_CODE_LENGTH}}$`);

/**
 * The confirmation code in a scanned QR: our QR carries the bare code; a link that names the code
 * (as a `code` query value or a path segment) is accepted too. Null for anything else.
 */
export function confirmationCodeFrom(scanned: string): string | null {
  const text = scanned.trim();
  const bare = text.toUpperCase();
  if (CODE.test(bare)) return bare;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const candidates = [
    url.searchParams.get('code'),
    url.searchParams.get('confirmationCode'),
    ...url.pathname.split('/').reverse(),
  ];
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase();
    if (code && CODE.test(code)) return code;
  }
  return null;
}
