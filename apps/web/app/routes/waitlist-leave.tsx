import { formatClockTime, formatLongDate, type WaitlistEntry } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Form } from 'react-router';
import { SubmitButton } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { StackedButtonLinks } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { lookUpLink, spendLink } from '~/lib/signed-link.server';
import type { Route } from './+types/waitlist-leave';

/**
 * The leave link of a waitlist email (docs/decisions/045-waitlist.md). Opening it only shows the
 * place on the waitlist (mail scanners follow links); the button takes the traveller off it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, found } = await lookUpLink<WaitlistEntry>(context, request, '/api/waitlist/leave');
  return { token, entry: found };
}

type Result =
  | { status: 'left'; entry: WaitlistEntry }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const spent = await spendLink<WaitlistEntry>(
    context,
    request,
    '/api/waitlist/leave',
    m.waitlist_leave_failed(),
  );
  return spent.status === 'done' ? { status: 'left', entry: spent.value } : spent;
}

function Place({ entry }: { entry: WaitlistEntry }) {
  return (
    <dl className="space-y-1 rounded-lg border border-slate-200 p-4 text-slate-700">
      <dt className="sr-only">{m.waitlist_tour()}</dt>
      <dd className="font-semibold text-slate-900">{entry.tourTitle}</dd>
      <dt className="sr-only">{m.waitlist_when()}</dt>
      <dd>
        {m.waitlist_departure({
          date: formatLongDate(entry.date),
          time: formatClockTime(entry.time),
        })}
      </dd>
    </dl>
  );
}

export default function LeaveWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  const { token, entry } = loaderData;
  const links = [{ to: '/tours', label: m.waitlist_browse_tours() }];
  let body: React.ReactNode;
  if (actionData?.status === 'left' || entry?.status === 'left') {
    const done = actionData?.status === 'left' ? actionData.entry : entry!;
    body = (
      <AuthCard title={m.waitlist_leave_done_title()}>
        <div role="status" className="space-y-3 text-slate-600">
          <Place entry={done} />
          <p className="text-center">{m.waitlist_leave_done()}</p>
        </div>
        <StackedButtonLinks links={links} />
      </AuthCard>
    );
  } else if (!token || !entry || actionData?.status === 'invalid') {
    body = (
      <AuthCard title={m.waitlist_leave_title()}>
        <p role="status" className="text-center text-slate-600">
          {m.waitlist_error_link_invalid()}
        </p>
        <StackedButtonLinks links={links} />
      </AuthCard>
    );
  } else if (entry.status === 'booked' || entry.status === 'expired') {
    body = (
      <AuthCard title={m.waitlist_leave_title()}>
        <Place entry={entry} />
        <p role="status" className="mt-4 text-center text-slate-600">
          {entry.status === 'booked' ? m.waitlist_leave_booked() : m.waitlist_leave_expired()}
        </p>
        <StackedButtonLinks links={links} />
      </AuthCard>
    );
  } else {
    body = (
      <AuthCard title={m.waitlist_leave_title()}>
        <div className="space-y-4">
          <Place entry={entry} />
          {entry.status === 'offered' && <p className="text-slate-600">{m.waitlist_leave_offered()}</p>}
          {actionData?.status === 'failed' && <Banner>{actionData.message}</Banner>}
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton busyLabel={m.waitlist_leave_working()}>{m.waitlist_leave_button()}</SubmitButton>
          </Form>
        </div>
      </AuthCard>
    );
  }
  return (
    <>
      <PageMeta title={m.waitlist_leave_title()} description={m.waitlist_leave_description()} />
      <meta name="robots" content="noindex" />
      {body}
    </>
  );
}
