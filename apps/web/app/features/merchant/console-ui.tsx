import { m } from '@belizepass/domain/i18n';
import { CheckCircle2, type LucideIcon, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink, buttonClass } from '~/components/ui/button';
import { DescriptionItem, type DetailProps } from '~/components/ui/description-item';
import { StartOverLink } from './counter-form';
import { focusOnMount } from './focus-on-mount';
import { SelectBox } from './form-controls';
import { FILTER_SELECT, PANEL } from './merchant-styles';

/** One fact of a found booking, voucher or gift card. */
export interface Fact {
  label: string;
  value: React.ReactNode;
  /** Bold (names, amounts). */
  strong?: boolean;
  /** A code, in monospace. */
  code?: boolean;
  /** A larger figure (a balance). */
  big?: boolean;
  /** Spans both columns. */
  wide?: boolean;
}

function factClass(fact: Fact): string {
  if (fact.code) return 'font-mono font-semibold tracking-wider text-slate-900';
  if (fact.big) return 'text-lg font-semibold text-slate-900';
  return fact.strong ? 'font-semibold text-slate-900' : 'text-slate-900';
}

/** Facts as a two-column definition list (one column on phones). */
export function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((fact) => (
        <div key={fact.label} className={`min-w-0 ${fact.wide ? 'sm:col-span-2' : ''}`}>
          <dt className="text-sm text-slate-500">{fact.label}</dt>
          <dd className={`break-words ${factClass(fact)}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a code at the counter found (a booking, voucher, gift card): its heading takes focus. */
export function FoundPanel({
  id,
  title,
  icon: Icon,
  status,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  status: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${PANEL} ring-1 ring-brand-100`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={id}
          ref={focusOnMount}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-slate-900 outline-none"
        >
          <Icon aria-hidden="true" className="size-6 text-brand-600" />
          {title}
        </h2>
        {status}
      </div>
      {children}
    </section>
  );
}

/** What the counter did (checked in, redeemed), its heading focused, and the way to the next code. */
export function DonePanel({
  id,
  title,
  icon: Icon = CheckCircle2,
  iconClassName = 'text-green-600',
  action,
  onDone,
  children,
}: {
  id: string;
  title: string;
  icon?: LucideIcon;
  iconClassName?: string;
  action: string;
  onDone: () => void;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${PANEL} text-center`}>
      <Icon aria-hidden="true" className={`mx-auto size-14 ${iconClassName}`} />
      <h2
        id={id}
        ref={focusOnMount}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-slate-900 outline-none"
      >
        {title}
      </h2>
      {children}
      <div className="mt-6">
        <StartOverLink onStartOver={onDone} variant="primary">
          {action}
        </StartOverLink>
      </div>
    </section>
  );
}

/** An empty list: what it means and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-slate-600">{children}</p>
      {actions && <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
    </div>
  );
}

/** A list that could not be loaded: the reason, and "Try again" (the same address loaded again). */
export function LoadFailed({ title, children }: { title?: string; children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Banner
      title={title}
      action={
        <ButtonLink size="sm" to={`${pathname}${search}`} preventScrollReset>
          {m.site_try_again()}
        </ButtonLink>
      }
    >
      {children}
    </Banner>
  );
}

/** A success message of the screen, until dismissed. */
export function Notice({ children }: { children: React.ReactNode }) {
  const [dismissed, setDismissed] = useState<React.ReactNode>(null);
  if (!children || dismissed === children) return null;
  return (
    <Banner
      tone="success"
      action={
        <Button size="sm" variant="ghost" onClick={() => setDismissed(children)}>
          {m.merchant_dismiss()}
        </Button>
      }
    >
      {children}
    </Banner>
  );
}

/** The cards of a screen (tours, deals): one column on phones, up to three on wide screens. */
export function CardGrid({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

/**
 * The filters of a list as a GET form, so they live in the URL and work without JavaScript (an
 * Apply button shows then). With JavaScript a choice applies at once and typing in a search box
 * after a pause; fields follow the URL when it changes elsewhere ("Clear filters").
 */
export function FilterForm({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const submit = useSubmit();
  const { search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      if (!element.name || element.type === 'hidden' || element === document.activeElement) continue;
      element.value = params.get(element.name) ?? '';
    }
  }, [search]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const apply = () => {
    if (!form.current) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === 'string' && value.trim()) params.set(name, value.trim());
    }
    submit(params, { method: 'get', replace: true, preventScrollReset: true });
  };

  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      onChange={(event) => {
        if (timer.current) clearTimeout(timer.current);
        if (event.target instanceof HTMLSelectElement) apply();
        else timer.current = setTimeout(apply, 300);
      }}
    >
      {children}
      <noscript>
        <button type="submit" className={buttonClass({ variant: 'secondary' }, 'min-h-11')}>
          {m.site_list_apply()}
        </button>
      </noscript>
    </Form>
  );
}

/** A labelled select of a filter form (the label is for screen readers). */
export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SelectBox id={id} name={name} defaultValue={value} options={options} className={FILTER_SELECT} />
    </div>
  );
}

/** A titled white panel (a region named by its heading). */
export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={PANEL}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** One row of a panel's definition list: the label left, the value right (stacked on phones). */
export const DetailRow = (props: DetailProps) => <DescriptionItem look="split" {...props} />;

/** The "Add New ..." button of a list screen, opening the empty form. */
export function AddLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <ButtonLink className="min-h-11" to={to} preventScrollReset>
      <Plus aria-hidden="true" className="size-5" />
      {children}
    </ButtonLink>
  );
}

/** The ways on from an empty list: clear its filters (when `clearLabel` is given) and add the first. */
export function EmptyListActions({
  clearLabel,
  addHref,
  addLabel,
}: {
  clearLabel?: string;
  addHref: string;
  addLabel: string;
}) {
  return (
    <>
      {clearLabel && (
        <ButtonLink variant="secondary" className="min-h-11" to="?" replace preventScrollReset>
          {clearLabel}
        </ButtonLink>
      )}
      <ButtonLink className="min-h-11" to={addHref} preventScrollReset>
        {addLabel}
      </ButtonLink>
    </>
  );
}
