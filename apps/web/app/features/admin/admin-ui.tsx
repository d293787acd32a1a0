import { m } from '@belizepass/domain/i18n';
import { Clock } from 'lucide-react';
import { PageMeta } from '~/components/ui/page-title';
import type { AdminActionData } from './admin.server';

/** The title block of an admin screen: the document title, the one <h1> and an optional lead. */
export function AdminPageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageMeta title={m.admin_meta_title({ title })} />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {m.admin_console_name()}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {lead && <p className="mt-2 text-slate-600">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** "3 merchants pending approval": the text, in the page's language. */
export function PendingCount({ text }: { text: string }) {
  return (
    <p className="mb-4 inline-flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
      <Clock aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

/** The form result of `intent` from the last action, for the form that posted it. */
export function resultFor(actionData: AdminActionData | undefined, intent: string) {
  return actionData?.intent === intent ? actionData.result : undefined;
}

/** The outcome of the last action on record `id` (shown inside its open detail). */
export function noticeFor(actionData: AdminActionData | undefined, id: string | undefined) {
  return actionData?.notice && id && actionData.id === id ? actionData.notice : undefined;
}
