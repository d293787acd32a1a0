import {
  GUEST_FIELDS,
  type GuestType,
  type GuestTypeId,
  guestTypeRule,
  MAX_ADULTS,
  MAX_CHILDREN,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Minus, Plus } from 'lucide-react';
import { useSyncedState } from '~/components/ui/use-synced-state';
import { guestTypeName, minAdults, type PartyFields } from './departures';

const stepButton =
  'flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-300';

/** A labelled number field with − and + buttons, kept within min..max; `error` shows under it. */
export function QuantityStepper({
  id,
  name,
  label,
  hint,
  unit,
  value,
  min,
  max,
  onChange,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Singular noun for the button labels, e.g. "adult" ("Remove one adult"), in the page's language. */
  unit: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const [draft, setDraft] = useSyncedState(String(value), value);
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)));

  const stepper = (
    <div className="flex items-center justify-between gap-3">
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={m.tours_stepper_remove({ unit })}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value !== '' && Number.isInteger(n) && n >= min && n <= max) onChange(n);
          }}
          onBlur={() => {
            const n = Number(draft);
            const next = draft === '' || !Number.isFinite(n) ? value : clamp(n);
            setDraft(String(next));
            onChange(next);
          }}
          className="w-12 rounded-lg border border-slate-300 py-2 text-center font-semibold tabular-nums [appearance:textfield] focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={m.tours_stepper_add({ unit })}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
  if (!error) return stepper;
  return (
    <>
      {stepper}
      <p className="text-sm font-medium text-red-700">{error}</p>
    </>
  );
}

const UNITS: Record<GuestTypeId, () => string> = {
  adult: () => m.tours_adult_unit(),
  child: () => m.tours_child_unit(),
  infant: () => m.web_model_tr_unit_infant(),
  senior: () => m.web_model_tr_unit_senior(),
  resident: () => m.web_model_tr_unit_resident(),
};
const MAX: Record<GuestTypeId, number> = {
  adult: MAX_ADULTS,
  child: MAX_CHILDREN,
  infant: MAX_CHILDREN,
  senior: MAX_ADULTS,
  resident: MAX_ADULTS,
};

export type PartyField = keyof PartyFields;

/**
 * One stepper per guest type the tour sells (adults first), each named by its form field (`adults`,
 * `children`, `infants`, `seniors`, `residents`) with who it is for under it ("Ages 2-12", "ID
 * checked at check-in", "on a lap, no seat"), and its error when given.
 */
export function PartySteppers({
  idPrefix,
  guestTypes,
  party,
  onChange,
  errors = {},
}: {
  idPrefix: string;
  guestTypes: readonly GuestType[];
  party: PartyFields;
  onChange: (field: PartyField, value: number) => void;
  errors?: Partial<Record<PartyField, string>>;
}) {
  const adultMin = minAdults(guestTypes);
  return guestTypes.map((type) => {
    const field = GUEST_FIELDS[type.type];
    return (
      <QuantityStepper
        key={type.type}
        id={`${idPrefix}-${field}`}
        name={field}
        label={guestTypeName(type.type)}
        hint={guestTypeRule(type) || undefined}
        unit={UNITS[type.type]()}
        value={party[field]}
        min={type.type === 'adult' ? adultMin : 0}
        max={MAX[type.type]}
        onChange={(value) => onChange(field, value)}
        error={errors[field]}
      />
    );
  });
}
