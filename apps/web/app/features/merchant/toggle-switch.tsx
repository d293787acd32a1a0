import { m } from '@belizepass/domain/i18n';
import { useFetcher } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import type { SimpleResult } from './merchant.server';

/**
 * An on/off switch of a card (Active, Featured) that saves at once: a small form posted to the
 * route action (a fetcher with JavaScript, so several can be saved at a time, showing the new state
 * while it is saved; a plain form post without). The server's refusal shows under it.
 */
export function ToggleSwitch({
  label,
  checked,
  intent,
  id,
}: {
  label: string;
  checked: boolean;
  intent: string;
  id: string;
}) {
  const fetcher = useFetcher<SimpleResult>();
  const pending = fetcher.state !== 'idle';
  const shown = fetcher.formData ? fetcher.formData.get('value') === 'true' : checked;
  const failure = !pending && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" className="flex flex-col">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="value" value={String(!shown)} />
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-busy={pending || undefined}
        disabled={pending}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait"
      >
        {pending ? (
          <span className="inline-flex h-5 w-9 items-center justify-center">
            <Spinner label={m.merchant_updating({ label })} className="size-4" />
          </span>
        ) : (
          <span
            aria-hidden="true"
            className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors motion-reduce:transition-none ${
              shown ? 'bg-brand-600' : 'bg-slate-300'
            }`}
          >
            <span
              className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-[left] motion-reduce:transition-none ${
                shown ? 'left-[1.125rem]' : 'left-0.5'
              }`}
            />
          </span>
        )}
        {label}
      </button>
      {failure && (
        <p role="alert" className="max-w-48 text-xs font-medium text-red-700">
          {failure}
        </p>
      )}
    </fetcher.Form>
  );
}
