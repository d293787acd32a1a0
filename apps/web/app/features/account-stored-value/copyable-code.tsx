import { m } from '@belizepass/domain/i18n';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<CopyState, () => string> = {
  idle: () => '',
  copied: () => m.gifts_copied(),
  failed: () => m.gifts_copy_failed(),
};
const RESET_MS = 2500;

/** Selects the code's text so it can be copied by hand when the clipboard is not available. */
function selectText(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A gift card or voucher code in monospace with a copy button; the outcome is announced politely.
 * `label` names the code for the button, e.g. 'gift card code'.
 */
export function CopyableCode({ code, label }: { code: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(code);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), RESET_MS);
    } catch {
      if (codeRef.current) selectText(codeRef.current);
      setState('failed');
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <code
        ref={codeRef}
        className="rounded-md bg-slate-100 px-2.5 py-1.5 font-mono text-sm font-semibold tracking-wider break-all text-slate-900 select-all"
      >
        {code}
      </code>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11 sm:min-h-9"
        aria-label={m.gifts_copy_label({ label, code })}
        onClick={copy}
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-green-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {m.gifts_copy()}
      </Button>
      <span
        aria-live="polite"
        className={`text-sm font-medium ${state === 'failed' ? 'text-red-700' : 'text-green-700'}`}
      >
        {STATUS_TEXT[state]()}
      </span>
    </div>
  );
}

/** The code of a gift card or voucher as a full-width entry of its `<dl>`, with the copy button. */
export function CodeDetail({ code, label }: { code: string; label: string }) {
  return (
    <div className="sm:col-span-2">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{m.gifts_code()}</dt>
      <dd className="mt-1">
        <CopyableCode code={code} label={label} />
      </dd>
    </div>
  );
}
