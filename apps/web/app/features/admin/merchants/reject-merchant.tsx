import { rejectMerchantFormSchema } from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { DetailDialog } from '~/components/data/detail-dialog';
import { SubmitAction } from '~/components/data/row-actions';
import { SchemaForm, TextareaField, useSchemaForm } from '~/components/forms/form';

const FORM_ID = 'reject-merchant';

/** Asks for the reason a merchant application is turned down; the applicant is emailed it. */
export function RejectMerchantDialog({
  merchant,
  lastResult,
}: {
  merchant: { id: string; business_name: string };
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(rejectMerchantFormSchema, {
    id: FORM_ID,
    lastResult,
    defaultValue: { id: merchant.id },
  });
  return (
    <DetailDialog
      size="sm"
      title={`Reject ${merchant.business_name}?`}
      description="The applicant receives an email with your reason. They can apply again later."
      actions={
        <SubmitAction
          form={FORM_ID}
          intent="reject"
          label="Reject Application"
          busyLabel="Rejecting…"
          look="danger"
        />
      }
    >
      <SchemaForm form={form} className="space-y-4">
        <input type="hidden" name={fields.id.name} value={merchant.id} />
        <TextareaField field={fields.reason} label="Reason for rejection" rows={4} maxLength={1000} />
      </SchemaForm>
    </DetailDialog>
  );
}
