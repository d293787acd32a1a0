import { MERCHANT_TOUR_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Camera, QrCode } from 'lucide-react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { PANEL } from './merchant-styles';
import { useQrScanner } from './use-qr-scanner';

/** 'Scan QR Code' (spec 2.13): the back camera, decoded in the browser until a QR code is read. */
export function QrScanPanel({ onScan, disabled }: { onScan: (text: string) => void; disabled?: boolean }) {
  const { videoRef, state, start, stop } = useQrScanner(onScan);
  const live = state === 'starting' || state === 'scanning';
  // The camera is read by scripts: until they run the button stays off and says so.
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="scan-title" className={PANEL}>
      <h2 id="scan-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <QrCode aria-hidden="true" className="size-5 text-brand-600" />
        {m.operations_scan_qr()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.operations_scan_qr_hint()}</p>
      <div className={`relative mt-4 overflow-hidden rounded-lg bg-slate-900 ${live ? '' : 'hidden'}`}>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={m.operations_camera_view()}
          className="aspect-square w-full object-cover sm:aspect-video"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-xl border-4 border-white/80"
        />
        <p
          role="status"
          className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-3 py-2 text-center text-sm text-white"
        >
          {state === 'starting' ? m.operations_starting_camera() : m.operations_scanning()}
        </p>
      </div>
      {state === 'failed' && (
        <div className="mt-4">
          <Banner>{MERCHANT_TOUR_MESSAGES.cameraFailed}</Banner>
        </div>
      )}
      <div className="mt-4">
        {live ? (
          <Button variant="secondary" className="min-h-11 w-full sm:w-auto" onClick={stop}>
            {m.operations_cancel_scanning()}
          </Button>
        ) : (
          <Button className="min-h-11 w-full sm:w-auto" onClick={start} disabled={disabled || !hydrated}>
            <Camera aria-hidden="true" className="size-5" />
            {m.operations_start_scanning()}
          </Button>
        )}
        {!hydrated && <p className="mt-2 text-sm text-slate-500">{m.operations_scanning_needs_js()}</p>}
      </div>
    </section>
  );
}
