import { Clock } from 'lucide-react';
import { PageMeta } from '~/components/ui/page-title';
import type { AdminActionData } from './admin.server';
import { plural } from './format';

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
      <PageMeta title={`${title} | Admin Dashboard`} />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin Dashboard</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-slate-600">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** "3 merchants pending approval". */
export function PendingCount({ count, noun }: { count: number; noun: string }) {
  return (
    <p className="mb-4 inline-flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
      <Clock aria-hidden="true" className="size-4" />
      {plural(count, noun)} pending approval
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
