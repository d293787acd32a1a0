import { m } from '@belizepass/domain/i18n';
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
  offlineCounterMessage,
  redeemGiftCardStep,
  redeemVoucherStep,
  SEARCH,
} from './counter-steps';
import { GiftCardPanel, GiftCardRedeemedPanel } from './gift-card-panel';
import { ManualCheckInPanel } from './manual-check-in-panel';
import { QrScanPanel } from './qr-scan-panel';
import { VoucherPanel, VoucherRedeemedPanel } from './voucher-panel';

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
          title={m.operations_saved_offline()}
          action={
            <Button size="sm" variant="secondary" onClick={() => void flushCheckInQueue()}>
              {m.operations_send_now()}
            </Button>
          }
        >
          {m.operations_queue_waiting({ count: queued })}
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
              title={m.operations_offline_title()}
              action={
                <Button size="sm" onClick={() => step.offlineCode && void saveOffline(step.offlineCode)}>
                  {m.operations_save_check_in()}
                </Button>
              }
            >
              {m.operations_offline_booking({ code: step.offlineCode })}
            </Banner>
          )}
          {step.offlineCounter && (
            <Banner title={m.operations_offline_title()}>{offlineCounterMessage()}</Banner>
          )}
        </>
      )}

      {step.kind === 'found' && (
        <BookingFoundCard
          booking={step.booking}
          requestId={step.requestId}
          busy={busy}
          failure={step.failure}
          onConfirm={(join) =>
            void run(() =>
              checkInStep(
                browserApi,
                { confirmationCode: step.booking.confirmationCode, requestId: step.requestId, join },
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
          title={m.operations_check_in_successful()}
          action={m.operations_check_in_another()}
          onDone={reset}
        >
          <p className="mt-2 text-slate-700">
            {m.operations_checked_in_for_before({
              name: step.booking.customerName,
              tour: step.booking.tourTitle,
            })}
            <span className="font-mono">{step.booking.confirmationCode}</span>
            {m.operations_checked_in_for_after()}
          </p>
        </DonePanel>
      )}

      {step.kind === 'queued' && (
        <DonePanel
          id="check-in-queued"
          title={m.operations_queued_title()}
          icon={CloudOff}
          iconClassName="text-amber-600"
          action={m.operations_check_in_another()}
          onDone={reset}
        >
          <p className="mt-2 text-slate-700">
            {step.booking.customerName
              ? m.operations_saved_on_device_named({
                  name: step.booking.customerName,
                  code: step.booking.confirmationCode,
                })
              : m.operations_saved_on_device({ code: step.booking.confirmationCode })}{' '}
            <span role="status">
              {queued > 0 ? m.operations_queued_waiting({ count: queued }) : m.operations_queue_sent()}
            </span>
          </p>
        </DonePanel>
      )}
    </div>
  );
}
