import {
  DEAL_MESSAGES,
  GIFT_CARD_MESSAGES,
  MERCHANT_TOUR_MESSAGES,
  type MerchantBooking,
} from '@belizepass/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CloudOff } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { AuthClientError } from '~/features/auth/auth-client';
import { newRequestId } from './booking-format';
import { BookingFoundCard } from './booking-found-card';
import { checkIn, lookUpCheckIn, merchantBookingsKey } from './bookings-api';
import { enqueueCheckIn, flushCheckInQueue, isNetworkFailure, useQueuedCount } from './check-in-queue';
import { type CounterGiftCard, type CounterVoucher, lookUpGiftCard, lookUpVoucher } from './counter-api';
import { type CounterCode, scannedCounterCode, typedCounterCode } from './counter-codes';
import { GiftCardPanel } from './gift-card-panel';
import { ManualCheckInPanel } from './manual-check-in-panel';
import { PANEL } from './merchant-styles';
import { QrScanPanel } from './qr-scan-panel';
import { OFFLINE_COUNTER_MESSAGE, VoucherPanel } from './voucher-panel';

type Step =
  | { kind: 'search' }
  | { kind: 'found'; booking: MerchantBooking; requestId: string }
  | { kind: 'done'; booking: MerchantBooking }
  | { kind: 'queued'; booking: Pick<MerchantBooking, 'confirmationCode' | 'customerName'> }
  | { kind: 'voucher'; voucher: CounterVoucher }
  | { kind: 'gift-card'; card: CounterGiftCard; code: string };

type Source = 'manual' | 'qr';

const M = MERCHANT_TOUR_MESSAGES;

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** The server's own message for a failed look-up, else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Tourist Check-In (spec 2.13, 5 and 8): by QR scan or typed code, with an offline queue for
 * bookings. The same code box and scanner take deal vouchers and gift cards, which need a connection.
 */
export function CheckInScreen() {
  const queryClient = useQueryClient();
  const queued = useQueuedCount();
  const [step, setStep] = useState<Step>({ kind: 'search' });
  const [searching, setSearching] = useState(false);
  const [manualError, setManualError] = useState<string | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const [offlineCode, setOfflineCode] = useState<string | null>(null);
  const [offlineCounter, setOfflineCounter] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  function reset() {
    setStep({ kind: 'search' });
    setManualError(null);
    setScanError(null);
    setOfflineCode(null);
    setOfflineCounter(false);
    setFailure(null);
    setRound((n) => n + 1);
  }

  async function lookUpBooking(code: string, source: Source, report: (message: string) => void) {
    try {
      const booking = await lookUpCheckIn(code);
      setStep({ kind: 'found', booking, requestId: newRequestId() });
    } catch (error) {
      if (error instanceof AuthClientError && (error.status === 404 || error.status === 400)) {
        report(source === 'manual' ? M.checkInNotFound : M.checkInInvalidQr);
      } else if (isNetworkFailure(error)) {
        setOfflineCode(code.toUpperCase());
      } else {
        report(messageOf(error, M.checkInNotFound));
      }
    }
  }

  /** Vouchers and gift cards: the API's message when the code is unknown or not this merchant's. */
  async function lookUpStoredValue(target: CounterCode, report: (message: string) => void) {
    try {
      if (target.kind === 'voucher') {
        setStep({ kind: 'voucher', voucher: await lookUpVoucher(target.code) });
      } else {
        setStep({ kind: 'gift-card', card: await lookUpGiftCard(target.code), code: target.code });
      }
    } catch (error) {
      if (isNetworkFailure(error)) setOfflineCounter(true);
      else {
        const fallback =
          target.kind === 'voucher' ? DEAL_MESSAGES.voucherNotFound : GIFT_CARD_MESSAGES.codeNotFound;
        report(messageOf(error, fallback));
      }
    }
  }

  async function lookUp(target: CounterCode, source: Source) {
    setManualError(null);
    setScanError(null);
    setOfflineCode(null);
    setOfflineCounter(false);
    setFailure(null);
    const report = source === 'manual' ? setManualError : setScanError;
    if (!target.code) {
      report(M.checkInCodeRequired);
      return;
    }
    setSearching(true);
    try {
      if (target.kind === 'booking') await lookUpBooking(target.code, source, report);
      else await lookUpStoredValue(target, report);
    } finally {
      setSearching(false);
    }
  }

  function onScan(text: string) {
    const target = scannedCounterCode(text);
    if (!target) {
      setScanError(M.checkInInvalidQr);
      return;
    }
    void lookUp(target, 'qr');
  }

  function saveOffline(confirmationCode: string, requestId: string, customerName: string) {
    enqueueCheckIn({ confirmationCode, clientRequestId: requestId });
    setStep({ kind: 'queued', booking: { confirmationCode, customerName } });
  }

  async function confirm() {
    if (step.kind !== 'found') return;
    const { booking, requestId } = step;
    setBusy(true);
    setFailure(null);
    try {
      const checkedIn = await checkIn({
        confirmationCode: booking.confirmationCode,
        clientRequestId: requestId,
      });
      setStep({ kind: 'done', booking: { ...booking, ...checkedIn } });
      void queryClient.invalidateQueries({ queryKey: merchantBookingsKey });
    } catch (error) {
      if (isNetworkFailure(error)) saveOffline(booking.confirmationCode, requestId, booking.customerName);
      else
        setFailure(
          error instanceof Error && error.message ? error.message : 'The check-in failed. Please try again.',
        );
    } finally {
      setBusy(false);
    }
  }

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
              <QrScanPanel key={`scan-${round}`} onScan={onScan} disabled={searching} />
              {scanError && <Banner>{scanError}</Banner>}
            </div>
            <ManualCheckInPanel
              key={`manual-${round}`}
              onSubmit={(code) => void lookUp(typedCounterCode(code), 'manual')}
              busy={searching}
              error={manualError}
              onEdit={() => setManualError(null)}
            />
          </div>
          {offlineCode && (
            <Banner
              title="You appear to be offline"
              action={
                <Button size="sm" onClick={() => saveOffline(offlineCode, newRequestId(), '')}>
                  Save check-in
                </Button>
              }
            >
              Booking {offlineCode} could not be looked up. Save the check-in now and it is sent when the
              connection returns.
            </Banner>
          )}
          {offlineCounter && <Banner title="You appear to be offline">{OFFLINE_COUNTER_MESSAGE}</Banner>}
        </>
      )}

      {step.kind === 'voucher' && <VoucherPanel voucher={step.voucher} onDone={reset} />}

      {step.kind === 'gift-card' && <GiftCardPanel card={step.card} code={step.code} onDone={reset} />}

      {step.kind === 'found' && (
        <BookingFoundCard
          booking={step.booking}
          busy={busy}
          failure={failure}
          onConfirm={confirm}
          onCancel={reset}
        />
      )}

      {step.kind === 'done' && (
        <section aria-labelledby="check-in-done" className={`${PANEL} text-center`}>
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
          <h2 id="check-in-done" className="mt-3 text-2xl font-bold text-slate-900">
            Check-In Successful!
          </h2>
          <p className="mt-2 text-slate-700">
            {step.booking.customerName} has been checked in for {step.booking.tourTitle} (
            <span className="font-mono">{step.booking.confirmationCode}</span>).
          </p>
          <Button className="mt-6 min-h-11" onClick={reset}>
            Check In Another Tourist
          </Button>
        </section>
      )}

      {step.kind === 'queued' && (
        <section aria-labelledby="check-in-queued" className={`${PANEL} text-center`}>
          <CloudOff aria-hidden="true" className="mx-auto size-14 text-amber-600" />
          <h2 id="check-in-queued" className="mt-3 text-xl font-bold text-slate-900">
            Saved offline — will check in when the connection returns
          </h2>
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
          <Button className="mt-6 min-h-11" onClick={reset}>
            Check In Another Tourist
          </Button>
        </section>
      )}
    </div>
  );
}
