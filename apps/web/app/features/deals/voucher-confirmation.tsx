import { formatLongDate, type Voucher } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLinks } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { TitledSection } from '~/components/ui/titled-section';
import { ConfirmationQrCode } from '~/features/booking/qr-code';
import { QrFigure, ReceiptHeading } from '~/features/booking/receipt';
import { formatCharge } from '~/lib/display';
import type { DealOrderWithVouchers } from './deal-orders';

/** The receipt says what was charged: US dollars. */
const money = (cents: number) => formatCharge(cents, { cents: true });

const STATUS_TEXT: Record<Voucher['status'], { label: () => string; tone: string }> = {
  valid: { label: () => m.gifts_voucher_valid(), tone: 'bg-green-50 text-green-800 ring-green-200' },
  redeemed: { label: () => m.gifts_voucher_redeemed(), tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  expired: { label: () => m.gifts_voucher_expired(), tone: 'bg-red-50 text-red-800 ring-red-200' },
};

function VoucherQr({ voucher }: { voucher: Voucher }) {
  const label = m.gifts_voucher_qr_label({ code: voucher.code });
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
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {m.gifts_voucher_code()}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-3">
            <code className="font-mono text-2xl font-bold tracking-widest break-all text-slate-900">
              {voucher.code}
            </code>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${status.tone}`}>
              {status.label()}
            </span>
          </p>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-500">{m.gifts_deal_valid_until()}</dt>
            <dd className="text-slate-900">{formatLongDate(validUntil)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">{m.gifts_deal_redeem_at()}</dt>
            <dd className="text-slate-900">{voucher.merchant.business_name}</dd>
          </div>
        </dl>
      </div>
      <QrFigure caption={m.gifts_voucher_show_merchant()}>
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
  const deal = order.deal;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 md:py-12">
      <ReceiptHeading
        icon={CircleCheck}
        iconClassName="text-green-600"
        title={m.gifts_purchase_complete()}
        headingRef={heading}
      >
        <p className="mt-2 text-slate-600">
          <Mail aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.125em]" />
          {m.gifts_vouchers_emailed_before({ count: vouchers.length })}{' '}
          <span className="font-medium text-slate-900">{order.buyerEmail}</span>
          {m.gifts_receipt_to_after()}
        </p>
      </ReceiptHeading>

      <Card id="order-summary-heading" title={m.gifts_order_summary()}>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-500">{m.gifts_deal_label()}</dt>
            <dd>
              <span className="font-semibold text-slate-900">{deal.title}</span>
              <span className="block text-slate-600">
                {deal.merchant.business_name}, {deal.location.name}
              </span>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">{m.gifts_deal_quantity()}</dt>
            <dd className="text-slate-900">
              {order.quantity} × {money(order.unitAmount)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">{m.gifts_total_paid()}</dt>
            <dd className="font-semibold text-slate-900">
              {money(order.total)}
              {order.payment && (
                <span className="block font-normal text-slate-500">
                  {m.gifts_card_ending({ brand: order.payment.brand, last4: order.payment.last4 })}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </Card>

      <TitledSection
        id="vouchers-heading"
        title={m.gifts_your_vouchers({ count: vouchers.length })}
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
        title={m.gifts_how_to_redeem()}
        className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6"
        titleClassName="text-lg font-bold text-slate-900"
      >
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>
            {m.gifts_redeem_step_visit({
              merchant: deal.merchant.business_name,
              location: deal.location.name,
            })}
          </li>
          <li>{m.gifts_redeem_step_check()}</li>
          <li>{m.gifts_redeem_step_by({ date: formatLongDate(deal.validUntil) })}</li>
        </ol>
        {signedIn && (
          <p className="mt-3 text-sm text-slate-600">
            {m.gifts_vouchers_kept_before({ count: vouchers.length })}{' '}
            <Link to="/account" className="font-semibold text-brand-700 underline">
              {m.gifts_my_account()}
            </Link>
            {m.gifts_receipt_to_after()}
          </p>
        )}
      </TitledSection>

      <ButtonLinks
        className="flex flex-col justify-center gap-3 sm:flex-row"
        size="md"
        linkClassName=""
        links={[
          { to: `/deals/${deal.id}`, label: m.gifts_back_to_deal(), variant: 'secondary' },
          { to: '/deals', label: m.gifts_deal_browse_all() },
        ]}
      />
    </div>
  );
}
