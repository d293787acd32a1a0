import { type PayoutPreview, payoutPreviewQuerySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { DetailDialog } from '~/components/data/detail-dialog';
import { SubmitAction } from '~/components/data/row-actions';
import { FormErrors, InputField, selectProps, useSchemaForm } from '~/components/forms/form';
import { Button } from '~/components/ui/button';
import { SELECT_CLASS, SelectBox } from '~/components/ui/select-box';
import { PayoutPreviewView } from './payout-preview';

export interface PayoutPeriod {
  merchantId: string;
  periodStart: string;
  periodEnd: string;
}

function MerchantSelect({
  field,
  merchants,
}: {
  field: Parameters<typeof selectProps>[0];
  merchants: readonly { id: string; business_name: string }[];
}) {
  const { error, ...props } = selectProps(field);
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {m.admin_col_merchant()}
      </label>
      <SelectBox
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${props.id}-error` : undefined}
        className={`${SELECT_CLASS} ${error ? 'border-red-500' : ''}`}
        placeholder={m.admin_payout_choose_merchant()}
        options={merchants.map((merchant) => ({ value: merchant.id, label: merchant.business_name }))}
      />
      {error && (
        <p id={`${props.id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Process New Payout (`?process=1`): choose a merchant and period and Preview (a GET form: the loader
 * works out what is owed), then Confirm payout (a POST to the route action). Works without JavaScript.
 */
export function ProcessPayoutDialog({
  merchants,
  values,
  previewResult,
  preview,
  createErrors,
}: {
  merchants: readonly { id: string; business_name: string }[];
  values: PayoutPeriod;
  previewResult?: SubmissionResult<string[]>;
  preview: PayoutPreview | null;
  /** Why the last Confirm failed. */
  createErrors?: string[];
}) {
  const [form, fields] = useSchemaForm(payoutPreviewQuerySchema, {
    id: 'payout-preview',
    lastResult: previewResult,
    defaultValue: { ...values },
  });
  return (
    <DetailDialog
      title={m.admin_payout_process()}
      description={m.admin_payout_process_description()}
      actions={
        preview && (
          <SubmitAction
            form="payout-create"
            intent="create"
            label={m.admin_payout_confirm()}
            busyLabel={m.admin_payout_processing()}
            disabled={preview.itemCount === 0}
          />
        )
      }
    >
      <Form method="get" preventScrollReset {...getFormProps(form)} className="space-y-4">
        <FormErrors errors={form.errors} />
        <input type="hidden" name="process" value="1" />
        <MerchantSelect field={fields.merchantId} merchants={merchants} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField field={fields.periodStart} label={m.admin_payout_period_start()} type="date" />
          <InputField field={fields.periodEnd} label={m.admin_payout_period_end()} type="date" />
        </div>
        <Button
          type="submit"
          variant={preview ? 'secondary' : 'primary'}
          className="min-h-11 w-full sm:w-auto"
        >
          {m.admin_payout_preview()}
        </Button>
      </Form>
      {preview && <PayoutPreviewView preview={preview} />}
      {preview && (
        <Form method="post" id="payout-create" preventScrollReset>
          <FormErrors errors={createErrors} />
          <input type="hidden" name="merchantId" value={values.merchantId} />
          <input type="hidden" name="periodStart" value={values.periodStart} />
          <input type="hidden" name="periodEnd" value={values.periodEnd} />
        </Form>
      )}
    </DetailDialog>
  );
}
