import { m } from '@belizepass/domain/i18n';
import { Keyboard } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyButton, CounterForm } from './counter-form';
import { PANEL } from './merchant-styles';

/** 'Manual Check-In' (spec 2.13): a booking confirmation, deal voucher or gift card code typed in. */
export function ManualCheckInPanel({
  onSubmit,
  busy,
  error,
  onEdit,
}: {
  onSubmit: (code: string) => void;
  busy: boolean;
  error: string | null;
  onEdit: () => void;
}) {
  const [code, setCode] = useState('');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={PANEL}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Keyboard aria-hidden="true" className="size-5 text-brand-600" />
        {m.operations_manual_check_in()}
      </h2>
      <CounterForm
        intent="lookup"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(form) => onSubmit(String(form.get('code') ?? '').trim())}
      >
        <div className="flex-1">
          <label htmlFor={id} className="sr-only">
            {m.operations_confirmation_code()}
          </label>
          <input
            id={id}
            name="code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              onEdit();
            }}
            placeholder={m.operations_enter_confirmation_code()}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 font-mono text-base tracking-wider text-slate-900 uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
              error ? 'border-red-500' : 'border-slate-300'
            }`}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
              {m.operations_code_hint()}
            </p>
          )}
        </div>
        <BusyButton busy={busy}>{m.operations_check_in_button()}</BusyButton>
      </CounterForm>
    </section>
  );
}
