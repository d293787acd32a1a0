import { belizeToday, type Payout, type PayoutPreview } from '@belizepass/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { AuthClientError, messageOr } from '~/features/auth/auth-client';
import { adminGet, adminSend, type MerchantList } from '../admin-api';
import { SELECT } from '../list-controls';
import { PayoutPreviewView } from './payout-preview';

/** The first day of the month before the one `today` (YYYY-MM-DD) falls in. */
export function firstOfLastMonth(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  return `${y}-${String(m).padStart(2, '0')}-01`;
}

const fieldErrorsOf = (error: unknown): Record<string, string> =>
  Object.fromEntries(error instanceof AuthClientError ? error.details.map((d) => [d.field, d.message]) : []);

function ProcessPayoutForm({
  onCreated,
  onClose,
}: {
  onCreated: (payout: Payout) => void;
  onClose: () => void;
}) {
  const today = belizeToday();
  const merchantId = useId();
  const [form, setForm] = useState({
    merchantId: '',
    periodStart: firstOfLastMonth(today),
    periodEnd: today,
  });
  const [picked, setPicked] = useState(false);
  const merchants = useQuery({
    queryKey: ['admin', 'merchants', 'list', 'payable'],
    queryFn: ({ signal }) =>
      adminGet<MerchantList>(
        'merchants',
        { status: 'approved', limit: 100, sortBy: 'businessName', sortDirection: 'asc' },
        signal,
      ),
  });
  const preview = useMutation({
    mutationFn: (query: typeof form) => adminGet<PayoutPreview>('payouts/preview', query),
  });
  const create = useMutation({
    mutationFn: (body: typeof form) => adminSend<Payout>('POST', 'payouts', body),
    onSuccess: onCreated,
  });
  const errors = { ...fieldErrorsOf(preview.error), ...fieldErrorsOf(create.error) };
  const busy = preview.isPending || create.isPending;

  const change = (key: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A preview belongs to the merchant and period it was made for.
    preview.reset();
    create.reset();
  };

  const failure = create.error ?? preview.error;
  const failureText =
    failure && !(failure instanceof AuthClientError && failure.details.length > 0)
      ? messageOr(failure, 'The payout could not be worked out. Please try again.')
      : null;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setPicked(true);
        if (!form.merchantId) return;
        create.reset();
        preview.mutate(form);
      }}
    >
      <div>
        <label htmlFor={merchantId} className="block text-sm font-medium text-slate-800">
          Merchant
        </label>
        {merchants.isPending ? (
          <div className="mt-2">
            <Spinner label="Loading merchants" className="size-6" />
          </div>
        ) : (
          <select
            id={merchantId}
            value={form.merchantId}
            required
            aria-invalid={picked && !form.merchantId ? true : undefined}
            aria-describedby={picked && !form.merchantId ? `${merchantId}-error` : undefined}
            onChange={(event) => change('merchantId', event.target.value)}
            className={SELECT}
          >
            <option value="">Choose a merchant</option>
            {(merchants.data?.merchants ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.business_name}
              </option>
            ))}
          </select>
        )}
        {picked && !form.merchantId && (
          <p id={`${merchantId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            Choose the merchant to pay
          </p>
        )}
        {merchants.isError && (
          <Banner>{messageOr(merchants.error, 'The merchants could not be loaded.')}</Banner>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Period start"
          type="date"
          value={form.periodStart}
          error={errors.periodStart}
          onChange={(event) => change('periodStart', event.target.value)}
        />
        <TextField
          label="Period end"
          type="date"
          value={form.periodEnd}
          error={errors.periodEnd}
          onChange={(event) => change('periodEnd', event.target.value)}
        />
      </div>
      {failureText && <Banner>{failureText}</Banner>}
      {preview.data && <PayoutPreviewView preview={preview.data} />}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={preview.data ? 'secondary' : 'primary'}
          className="min-h-11"
          disabled={busy}
        >
          {preview.isPending ? 'Working out…' : 'Preview'}
        </Button>
        {preview.data && (
          <Button
            className="min-h-11"
            disabled={busy || preview.data.itemCount === 0}
            onClick={() => create.mutate(form)}
          >
            {create.isPending ? 'Processing…' : 'Confirm payout'}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Process New Payout: choose a merchant and period, preview what is owed, then confirm. */
export function ProcessPayoutDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (payout: Payout) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Process New Payout"
      description="Pays a merchant the net of their completed bookings and redeemed vouchers and gift cards in the period that have not been paid out yet."
    >
      {open && <ProcessPayoutForm onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}
