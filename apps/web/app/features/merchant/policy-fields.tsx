import {
  CANCELLATION_PRESET_SLUGS,
  cancellationPolicyLines,
  cancellationPresetName,
  cancellationTiersSchema,
  hasFreeCancellation,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata } from '@conform-to/react';
import { InputField } from '~/components/forms/form';
import { TourBadge } from '~/features/tours/tour-badges';
import { SelectField } from './form-controls';
import { policyBody, policyShape, TIER_ROWS, tierHours, tierPercent } from './policy-fields-values';

type Fields = Record<string, FieldMetadata<unknown>>;

const typedValue = (field: FieldMetadata<unknown> | undefined) =>
  typeof field?.value === 'string' ? field.value : undefined;

/**
 * The tour's cancellation policy: a named preset, or custom tiers (hours before departure and the
 * refund percent, most hours first, the last from 0). Travellers read it as the text shown below,
 * written from the tiers. The old free text, if any, is shown for the operator to check.
 */
export function TourPolicyFields({ fields }: { fields: Fields }) {
  const f = (name: string) => fields[name]!;
  // Conform's fields are a proxy with no own keys: read each of the policy's fields by name.
  const values = Object.fromEntries(Object.keys(policyShape).map((name) => [name, typedValue(fields[name])]));
  const parsed = cancellationTiersSchema.safeParse(policyBody(values));
  const oldText = typedValue(fields.cancellation_policy_text)?.trim();
  const tiersError = f('cancellation_tiers').errors?.[0];
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {m.merchant_cancellation_policy()}
      </legend>
      <SelectField
        field={f('cancellation_preset')}
        label={m.merchant_policy_preset()}
        options={[...CANCELLATION_PRESET_SLUGS, 'custom' as const].map((slug) => ({
          value: slug,
          label: cancellationPresetName(slug),
        }))}
      />
      <div>
        <p className="text-sm font-medium text-slate-800">{m.merchant_policy_tiers()}</p>
        <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2">
          {TIER_ROWS.map((i) => (
            <div key={i} className="contents">
              <InputField field={f(tierHours(i))} label={m.merchant_policy_hours()} inputMode="numeric" />
              <InputField field={f(tierPercent(i))} label={m.merchant_policy_percent()} inputMode="numeric" />
            </div>
          ))}
        </div>
        {tiersError && (
          <p id="cancellation-tiers-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {tiersError}
          </p>
        )}
      </div>
      {parsed.success && (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {hasFreeCancellation(parsed.data) && (
            <TourBadge kind="free">{m.policy_free_cancellation()}</TourBadge>
          )}
          <ul className="mt-1 list-disc pl-5">
            {cancellationPolicyLines(parsed.data).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-600">{m.merchant_policy_weather_note()}</p>
      {oldText && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{m.merchant_policy_old_text()}</p>
          <p className="mt-1 whitespace-pre-line">{oldText}</p>
          <input type="hidden" name="cancellation_policy_text" value={oldText} />
        </div>
      )}
    </fieldset>
  );
}
