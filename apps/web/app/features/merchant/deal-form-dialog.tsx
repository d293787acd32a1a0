import {
  belizeToday,
  DEAL_CATEGORIES,
  dealDiscountPercent,
  dollarsToCents,
  LOCATIONS,
  type ManagedDeal,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useEffect, useState } from 'react';
import { InputField, TextareaField, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { dealCategoryLabel } from '~/features/deals/deal-params';
import { DialogActions, FetcherSchemaForm, FormDialog, useFormAnswer } from './console-dialog';
import { dealFormDefaults, dealFormFieldsSchema } from './deal-form-schema';
import { DealImageField, type ImageChoice } from './deal-image-field';
import type { DealSaveAnswer } from './deals.server';
import { FormSection, optionsOf, SelectField } from './form-controls';
import { BilingualField, TranslationStatus } from './spanish-fields';

/** "21% off" while both prices read as money, else nothing. */
function discountText(price: unknown, original: unknown): string | undefined {
  if (typeof price !== 'string' || typeof original !== 'string') return undefined;
  const p = Number(price.trim().replace(/^\$/, ''));
  const o = Number(original.trim().replace(/^\$/, ''));
  if (!(p > 0) || !(o > 0)) return undefined;
  const percent = dealDiscountPercent(dollarsToCents(p), dollarsToCents(o));
  return percent > 0 ? m.merchant_percent_off({ percent }) : undefined;
}

function DealForm({
  deal,
  photos,
  closeHref,
  onClose,
  onBusyChange,
}: {
  deal: ManagedDeal | null;
  photos: readonly ImageChoice[];
  closeHref: string;
  onClose: (notice?: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { fetcher, answer, settled, pending } = useFormAnswer<DealSaveAnswer>('save');
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useSchemaForm(dealFormFieldsSchema, {
    id: `deal-form-${deal?.id ?? 'new'}`,
    lastResult: answer?.result,
    defaultValue: dealFormDefaults(deal),
  });
  const saved = settled?.deal ? settled : null;
  useEffect(() => {
    if (saved) onClose(saved.notice);
  }, [saved, onClose]);
  useEffect(() => onBusyChange(pending), [pending, onBusyChange]);

  return (
    <FetcherSchemaForm form={form} fetcher={fetcher} intent="save">
      <input type="hidden" name="id" value={deal?.id ?? ''} />
      {deal?.admin_approved && <Banner tone="info">{m.merchant_deal_reapproval_note()}</Banner>}
      <fieldset disabled={pending} className="min-w-0 space-y-5">
        <FormSection title={m.merchant_deal_details()}>
          <TranslationStatus fields={fields} form="deal" saved={Boolean(deal)} />
          <BilingualField fields={fields} form="deal" name="title">
            <InputField field={fields.title} label={m.merchant_deal_title()} maxLength={120} />
          </BilingualField>
          <BilingualField fields={fields} form="deal" name="description">
            <TextareaField
              field={fields.description}
              label={m.merchant_description()}
              rows={4}
              maxLength={2000}
            />
          </BilingualField>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              field={fields.category}
              label={m.merchant_fact_category()}
              placeholder={m.merchant_select_category()}
              options={DEAL_CATEGORIES.map(({ slug }) => ({ value: slug, label: dealCategoryLabel(slug) }))}
            />
            <SelectField
              field={fields.location_id}
              label={m.merchant_location()}
              placeholder={m.merchant_select_location()}
              options={optionsOf(LOCATIONS)}
            />
          </div>
        </FormSection>
        <FormSection title={m.merchant_price_and_availability()}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              field={fields.price}
              label={m.merchant_deal_price_usd()}
              inputMode="decimal"
              placeholder="119.00"
            />
            <InputField
              field={fields.originalPrice}
              label={m.merchant_original_price_usd()}
              inputMode="decimal"
              placeholder="150.00"
              hint={
                discountText(fields.price.value, fields.originalPrice.value) ??
                m.merchant_shown_struck_through()
              }
            />
            <InputField
              field={fields.validUntil}
              label={m.merchant_valid_until()}
              type="date"
              min={belizeToday()}
            />
            <InputField
              field={fields.quantityAvailable}
              label={m.merchant_quantity_available()}
              inputMode="numeric"
              placeholder="50"
              hint={deal ? m.merchant_sold_so_far({ count: deal.sold }) : m.merchant_vouchers_for_sale()}
            />
          </div>
        </FormSection>
      </fieldset>
      <DealImageField
        name={fields.imageUrl.name}
        formId={form.id}
        initial={typeof fields.imageUrl.initialValue === 'string' ? fields.imageUrl.initialValue : ''}
        photos={photos}
        error={fields.imageUrl.errors?.[0]}
        disabled={pending}
        onUploadingChange={setUploading}
      />
      <DialogActions
        busy={pending}
        busyLabel={m.merchant_saving_deal()}
        submitLabel={m.merchant_save_deal()}
        submitDisabled={uploading}
        closeHref={closeHref}
        onClose={() => onClose()}
      />
    </FetcherSchemaForm>
  );
}

/**
 * The add/edit deal modal: every field checked with the shared schema in the browser and by the
 * route action (the server's field errors beside their fields); on a failure it stays open.
 */
export function DealFormDialog({
  open,
  deal,
  photos,
  closeHref,
  onClose,
}: {
  open: boolean;
  deal: ManagedDeal | null;
  photos: readonly ImageChoice[];
  closeHref: string;
  onClose: (notice?: string) => void;
}) {
  return (
    <FormDialog
      open={open}
      title={deal ? m.merchant_edit_deal() : m.merchant_add_deal()}
      size="lg"
      closeHref={closeHref}
      onClose={onClose}
    >
      {(onBusyChange) => (
        <DealForm
          key={deal?.id ?? 'new'}
          deal={deal}
          photos={photos}
          closeHref={closeHref}
          onClose={onClose}
          onBusyChange={onBusyChange}
        />
      )}
    </FormDialog>
  );
}
