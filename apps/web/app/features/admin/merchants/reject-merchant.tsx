import { rejectMerchantFormSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
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
      title={m.admin_reject_title({ name: merchant.business_name })}
      description={m.admin_reject_description()}
      actions={
        <SubmitAction
          form={FORM_ID}
          intent="reject"
          label={m.admin_reject_application()}
          busyLabel={m.admin_rejecting()}
          look="danger"
        />
      }
    >
      <SchemaForm form={form} className="space-y-4">
        <input type="hidden" name={fields.id.name} value={merchant.id} />
        <TextareaField
          field={fields.reason}
          label={m.admin_field_rejection_reason()}
          rows={4}
          maxLength={1000}
        />
      </SchemaForm>
    </DetailDialog>
  );
}
