import { formatLongDate, formatUsd, type Voucher } from '@belizepass/domain';
import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLinks } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { TitledSection } from '~/components/ui/titled-section';
import { ConfirmationQrCode } from '~/features/booking/qr-code';
import { QrFigure, ReceiptHeading } from '~/features/booking/receipt';
import type { DealOrderWithVouchers } from './deal-orders';

const STATUS_TEXT: Record<Voucher['status'], { label: string; tone: string }> = {
  valid: { label: 'Valid', tone: 'bg-green-50 text-green-800 ring-green-200' },
  redeemed: { label: 'Redeemed', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  expired: { label: 'Expired', tone: 'bg-red-50 text-red-800 ring-red-200' },
};

function VoucherQr({ voucher }: { voucher: Voucher }) {
  const label = `QR code for voucher ${voucher.code}`;
  if (voucher.qrPng) {
    return (
      <img
        src={voucher.qrPng}
        alt={label}
        width={176}
        height={176}
        className="size-44 rounded-lg border border-slate-200 bg-white p-2"
      />
    );
  }
  // The order was read without QR images: draw the code here.
  return (
    <div role="img" aria-label={label}>
      <ConfirmationQrCode code={voucher.code} />
    </div>
  );
}

function VoucherCard({ voucher, validUntil }: { voucher: Voucher; validUntil: string }) {
  const status = STATUS_TEXT[voucher.status];
  return (
    <li className="flex flex-col items-center gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:p-6">
      <div className="w-full min-w-0 flex-1 space-y-3">
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Voucher code</p>
          <p className="mt-1 flex flex-wrap items-center gap-3">
            <code className="font-mono text-2xl font-bold tracking-widest break-all text-slate-900">
              {voucher.code}
            </code>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${status.tone}`}>
              {status.label}
            </span>
          </p>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-500">Valid until</dt>
            <dd className="text-slate-900">{formatLongDate(validUntil)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">Redeem at</dt>
            <dd className="text-slate-900">{voucher.merchant.business_name}</dd>
          </div>
        </dl>
      </div>
      <QrFigure caption="Show this to the merchant">
        <VoucherQr voucher={voucher} />
      </QrFigure>
    </li>
  );
}

/**
 * After payment: the vouchers with their codes and QR codes, how to redeem them, and where they
 * were emailed. The heading takes focus so screen readers hear that the purchase went through.
 */
export function VoucherConfirmation({
  result,
  signedIn,
}: {
  result: DealOrderWithVouchers;
  signedIn: boolean;
}) {
  const { order, vouchers } = result;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  const plural = vouchers.length === 1 ? 'voucher' : 'vouchers';
  const deal = order.deal;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 md:py-12">
      <ReceiptHeading
        icon={CircleCheck}
        iconClassName="text-green-600"
        title="Purchase Complete!"
        headingRef={heading}
      >
        <p className="mt-2 text-slate-600">
          <Mail aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.125em]" />
          We emailed your {plural} to <span className="font-medium text-slate-900">{order.buyerEmail}</span>.
        </p>
      </ReceiptHeading>

      <Card id="order-summary-heading" title="Order summary">
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-500">Deal</dt>
            <dd>
              <span className="font-semibold text-slate-900">{deal.title}</span>
              <span className="block text-slate-600">
                {deal.merchant.business_name}, {deal.location.name}
              </span>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">Quantity</dt>
            <dd className="text-slate-900">
              {order.quantity} × {formatUsd(order.unitAmount, { cents: true })}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">Total paid</dt>
            <dd className="font-semibold text-slate-900">
              {formatUsd(order.total, { cents: true })}
              {order.payment && (
                <span className="block font-normal text-slate-500">
                  {order.payment.brand} ending in {order.payment.last4}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </Card>

      <TitledSection
        id="vouchers-heading"
        title={`Your ${plural}`}
        titleClassName="text-lg font-bold text-slate-900"
      >
        <ul aria-labelledby="vouchers-heading" className="mt-3 space-y-4">
          {vouchers.map((voucher) => (
            <VoucherCard key={voucher.code} voucher={voucher} validUntil={deal.validUntil} />
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        id="redeem-heading"
        title="How to redeem"
        className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6"
        titleClassName="text-lg font-bold text-slate-900"
      >
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>
            Visit {deal.merchant.business_name} in {deal.location.name} and show the voucher code or its QR
            code, on your phone or printed.
          </li>
          <li>The merchant checks the code and validates it. Each voucher can be used once.</li>
          <li>Use it by {formatLongDate(deal.validUntil)} (Belize time); after that it expires.</li>
        </ol>
        {signedIn && (
          <p className="mt-3 text-sm text-slate-600">
            {vouchers.length === 1 ? 'Your voucher is' : 'Your vouchers are'} also kept in{' '}
            <Link to="/account" className="font-semibold text-brand-700 underline">
              My Account
            </Link>
            .
          </p>
        )}
      </TitledSection>

      <ButtonLinks
        className="flex flex-col justify-center gap-3 sm:flex-row"
        size="md"
        linkClassName=""
        links={[
          { to: `/deals/${deal.id}`, label: 'Back to the deal', variant: 'secondary' },
          { to: '/deals', label: 'Browse All Deals' },
        ]}
      />
    </div>
  );
}
