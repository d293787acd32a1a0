import { CloudOff } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { browserApi } from '~/lib/api-client';
import { newRequestId } from './booking-format';
import { BookingFoundCard } from './booking-found-card';
import { enqueueCheckIn, flushCheckInQueue, useQueuedCount } from './check-in-queue';
import { DonePanel } from './console-ui';
import { scannedCounterCode, typedCounterCode } from './counter-codes';
import {
  type CounterStep,
  checkInStep,
  lookUpCode,
  OFFLINE_COUNTER_MESSAGE,
  redeemGiftCardStep,
  redeemVoucherStep,
  SEARCH,
} from './counter-steps';
import { GiftCardPanel, GiftCardRedeemedPanel } from './gift-card-panel';
import { ManualCheckInPanel } from './manual-check-in-panel';
import { QrScanPanel } from './qr-scan-panel';
import { VoucherPanel, VoucherRedeemedPanel } from './voucher-panel';

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Tourist Check-In (spec 2.13, 5 and 8): by QR scan or typed code, with an offline queue for
 * bookings. The same code box and scanner take deal vouchers and gift cards, which need a connection.
 * Without JavaScript the code box and each step's form post to the route action (`initial` is its
 * answer); with JavaScript the same steps run here, so a check-in can be saved while offline.
 */
export function CheckInScreen({ initial }: { initial: CounterStep | null }) {
  const queued = useQueuedCount();
  const [step, setStep] = useState<CounterStep>(initial ?? SEARCH);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  async function run(next: () => Promise<CounterStep>) {
    if (busy) return;
    setBusy(true);
    try {
      const result = await next();
      if (result.kind === 'queued') {
        enqueueCheckIn({
          confirmationCode: result.booking.confirmationCode,
          clientRequestId: result.requestId,
        });
      }
      setStep(result);
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setStep(SEARCH);
    setRound((n) => n + 1);
  }

  const saveOffline = (confirmationCode: string) =>
    run(async () => ({
      kind: 'queued',
      booking: { confirmationCode, customerName: '' },
      requestId: newRequestId(),
    }));

  const searchError = step.kind === 'search' ? step.error : undefined;
  return (
    <div className="space-y-6">
      {queued > 0 && step.kind !== 'queued' && (
        <Banner
          tone="info"
          title="Saved offline"
          action={
            <Button size="sm" variant="secondary" onClick={() => void flushCheckInQueue()}>
              Send now
            </Button>
          }
        >
          {plural(queued, 'check-in is', 'check-ins are')} waiting to be sent. They go out as soon as the
          connection returns.
        </Banner>
      )}

      {step.kind === 'search' && (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="space-y-3">
              <QrScanPanel
                key={`scan-${round}`}
                onScan={(text) => void run(() => lookUpCode(browserApi, scannedCounterCode(text), 'qr'))}
                disabled={busy}
              />
              {searchError?.source === 'qr' && <Banner>{searchError.message}</Banner>}
            </div>
            <ManualCheckInPanel
              key={`manual-${round}`}
              onSubmit={(code) => void run(() => lookUpCode(browserApi, typedCounterCode(code), 'manual'))}
              busy={busy}
              error={searchError?.source === 'manual' ? searchError.message : null}
              onEdit={() => searchError && setStep(SEARCH)}
            />
          </div>
          {step.offlineCode && (
            <Banner
              title="You appear to be offline"
              action={
                <Button size="sm" onClick={() => step.offlineCode && void saveOffline(step.offlineCode)}>
                  Save check-in
                </Button>
              }
            >
              Booking {step.offlineCode} could not be looked up. Save the check-in now and it is sent when the
              connection returns.
            </Banner>
          )}
          {step.offlineCounter && <Banner title="You appear to be offline">{OFFLINE_COUNTER_MESSAGE}</Banner>}
        </>
      )}

      {step.kind === 'found' && (
        <BookingFoundCard
          booking={step.booking}
          requestId={step.requestId}
          busy={busy}
          failure={step.failure}
          onConfirm={() =>
            void run(() =>
              checkInStep(
                browserApi,
                { confirmationCode: step.booking.confirmationCode, requestId: step.requestId },
                step.booking,
              ),
            )
          }
          onCancel={reset}
        />
      )}

      {step.kind === 'voucher' && (
        <VoucherPanel
          voucher={step.voucher}
          failure={step.failure}
          busy={busy}
          onRedeem={() => void run(() => redeemVoucherStep(browserApi, step.voucher.code, step.voucher))}
          onDone={reset}
        />
      )}

      {step.kind === 'gift-card' && (
        <GiftCardPanel
          card={step.card}
          code={step.code}
          amount={step.amount}
          amountError={step.amountError}
          failure={step.failure}
          busy={busy}
          onRedeem={(amount) =>
            void run(() => redeemGiftCardStep(browserApi, { code: step.code, amount }, step.card))
          }
          onDone={reset}
        />
      )}

      {step.kind === 'voucher-redeemed' && <VoucherRedeemedPanel voucher={step.voucher} onDone={reset} />}
      {step.kind === 'gift-card-redeemed' && (
        <GiftCardRedeemedPanel redemption={step.redemption} onDone={reset} />
      )}

      {step.kind === 'done' && (
        <DonePanel
          id="check-in-done"
          title="Check-In Successful!"
          action="Check In Another Tourist"
          onDone={reset}
        >
          <p className="mt-2 text-slate-700">
            {step.booking.customerName} has been checked in for {step.booking.tourTitle} (
            <span className="font-mono">{step.booking.confirmationCode}</span>).
          </p>
        </DonePanel>
      )}

      {step.kind === 'queued' && (
        <DonePanel
          id="check-in-queued"
          title="Saved offline — will check in when the connection returns"
          icon={CloudOff}
          iconClassName="text-amber-600"
          action="Check In Another Tourist"
          onDone={reset}
        >
          <p className="mt-2 text-slate-700">
            {step.booking.customerName
              ? `${step.booking.customerName} (${step.booking.confirmationCode})`
              : step.booking.confirmationCode}{' '}
            is saved on this device.{' '}
            <span role="status">
              {queued > 0
                ? `${plural(queued, 'check-in', 'check-ins')} waiting to be sent.`
                : 'The connection is back and it has been sent.'}
            </span>
          </p>
        </DonePanel>
      )}
    </div>
  );
}
