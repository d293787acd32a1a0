import {
  belizeToday,
  DEAL_CATEGORIES,
  dealDiscountPercent,
  dollarsToCents,
  LOCATIONS,
  type ManagedDeal,
} from '@belizepass/domain';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { TextAreaField, TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { AuthClientError } from '~/features/auth/auth-client';
import {
  type DealField,
  type DealFormErrors,
  type DealFormText,
  dealFieldOf,
  EMPTY_DEAL_FORM,
  validateDealForm,
  valuesFromDeal,
} from './deal-form-values';
import { DealImageField } from './deal-image-field';
import { createDeal, updateDeal } from './deals-api';
import { FormSection, SelectControl } from './form-controls';

const options = (list: readonly { slug: string; name: string }[]) =>
  list.map((item) => ({ value: item.slug, label: item.name }));

function saveFailure(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message ? `Failed to save deal: ${message}` : 'Failed to save deal. Please try again.';
}

function serverFieldErrors(error: unknown): DealFormErrors {
  const errors: DealFormErrors = {};
  if (!(error instanceof AuthClientError)) return errors;
  for (const issue of error.details) {
    const field = dealFieldOf(issue.field);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** "21% off" while both prices read as money, else nothing. */
function discountText(price: string, original: string): string | undefined {
  const p = Number(price.trim().replace(/^\$/, ''));
  const o = Number(original.trim().replace(/^\$/, ''));
  if (!price.trim() || !original.trim() || !(p > 0) || !(o > 0)) return undefined;
  const percent = dealDiscountPercent(dollarsToCents(p), dollarsToCents(o));
  return percent > 0 ? `${percent}% off` : undefined;
}

export interface SavedDeal {
  deal: ManagedDeal;
  created: boolean;
}

/**
 * The add/edit deal modal: every field checked on submit with the shared schema (and the server's
 * field errors shown beside their fields); on a failure the modal stays open.
 */
export function DealFormDialog({
  open,
  deal,
  onClose,
  onSaved,
}: {
  open: boolean;
  deal: ManagedDeal | null;
  onClose: () => void;
  onSaved: (result: SavedDeal) => void;
}) {
  const [values, setValues] = useState<DealFormText>(EMPTY_DEAL_FORM);
  const [errors, setErrors] = useState<DealFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusErrors, setFocusErrors] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // A fresh form each time the modal opens.
  useEffect(() => {
    if (!open) return;
    setValues(deal ? valuesFromDeal(deal) : EMPTY_DEAL_FORM);
    setErrors({});
    setFailure(null);
  }, [open, deal]);

  useEffect(() => {
    if (focusErrors === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrors]);

  function set(field: DealField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = validateDealForm(values);
    if (result.errors) {
      setErrors(result.errors);
      setFocusErrors((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const saved = deal ? await updateDeal(deal.id, result.input) : await createDeal(result.input);
      onSaved({ deal: saved, created: !deal });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(saveFailure(error));
      setFocusErrors((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  const text = (field: DealField) => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.target.value),
    error: errors[field],
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={deal ? 'Edit Deal' : 'Add New Deal'}
      size="lg"
      dismissible={!busy}
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        {failure && <Banner>{failure}</Banner>}
        {deal?.admin_approved && (
          <Banner tone="info">
            Changing the title, description, category, prices or image sends the deal back for the platform's
            approval.
          </Banner>
        )}
        <fieldset disabled={busy} className="space-y-5">
          <FormSection title="Deal details">
            <TextField label="Deal title" maxLength={120} {...text('title')} />
            <TextAreaField label="Description" rows={4} maxLength={2000} {...text('description')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectControl
                label="Category"
                placeholder="Select a category"
                value={values.category}
                onChange={(v) => set('category', v)}
                options={options(DEAL_CATEGORIES)}
                error={errors.category}
              />
              <SelectControl
                label="Location"
                placeholder="Select a location"
                value={values.location_id}
                onChange={(v) => set('location_id', v)}
                options={options(LOCATIONS)}
                error={errors.location_id}
              />
            </div>
          </FormSection>
          <FormSection title="Price and availability">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Deal price (USD)"
                inputMode="decimal"
                placeholder="119.00"
                {...text('price')}
              />
              <TextField
                label="Original price (USD)"
                inputMode="decimal"
                placeholder="150.00"
                hint={discountText(values.price, values.originalPrice) ?? 'Shown struck through'}
                {...text('originalPrice')}
              />
              <TextField label="Valid until" type="date" min={belizeToday()} {...text('validUntil')} />
              <TextField
                label="Quantity available"
                inputMode="numeric"
                placeholder="50"
                hint={deal ? `${deal.sold} sold so far` : 'Vouchers for sale in all'}
                {...text('quantityAvailable')}
              />
            </div>
          </FormSection>
        </fieldset>
        <DealImageField
          value={values.imageUrl}
          onChange={(url) => set('imageUrl', url)}
          error={errors.imageUrl}
          disabled={busy}
          onUploadingChange={setUploading}
        />
        <div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white px-5 pt-3 pb-1 sm:-mx-6 sm:px-6">
          {busy && (
            <span className="mr-auto flex items-center gap-2 text-slate-700">
              <Spinner label="Saving deal..." className="size-5" />
              <span aria-hidden="true">Saving deal...</span>
            </span>
          )}
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" className="min-h-11" disabled={busy || uploading}>
            Save Deal
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
