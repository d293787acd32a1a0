import { formatClockTime, formatLongDate, type MoveRefusal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Form } from 'react-router';
import { SubmitButton } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { StackedButtonLinks } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { formatCharge } from '~/lib/display';
import { lookUpLink, spendLink } from '~/lib/signed-link.server';
import type { Route } from './+types/refuse-move';

/**
 * The link a guest moved by a closed departure gets (decision 035). Opening it only shows the
 * booking and what refusing gives back (mail scanners follow links); the button cancels it with a
 * full refund. Repeating it changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, found } = await lookUpLink<MoveRefusal>(context, request, '/api/booking-moves/refusal');
  return { token, move: found };
}

type Result =
  | { status: 'refused'; move: MoveRefusal }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const spent = await spendLink<MoveRefusal>(
    context,
    request,
    '/api/booking-moves/refusal',
    m.departure_refuse_failed(),
  );
  return spent.status === 'done' ? { status: 'refused', move: spent.value } : spent;
}

function Booking({ move }: { move: MoveRefusal }) {
  return (
    <dl className="space-y-1 rounded-lg border border-slate-200 p-4 text-slate-700">
      <dt className="sr-only">{m.departure_refuse_tour()}</dt>
      <dd className="font-semibold text-slate-900">{move.tourTitle}</dd>
      <dt className="sr-only">{m.departure_refuse_when()}</dt>
      <dd>
        {m.departure_refuse_new_time({ date: formatLongDate(move.date), time: formatClockTime(move.time) })}
      </dd>
      {move.confirmationCode && (
        <>
          <dt className="sr-only">{m.departure_refuse_code()}</dt>
          <dd className="font-mono tracking-wider">{move.confirmationCode}</dd>
        </>
      )}
    </dl>
  );
}

export default function RefuseMove({ loaderData, actionData }: Route.ComponentProps) {
  const { token, move } = loaderData;
  const home = [{ to: '/account/bookings', label: m.departure_refuse_my_bookings() }];
  let body: React.ReactNode;
  if (actionData?.status === 'refused' || move?.state === 'refused') {
    const done = actionData?.status === 'refused' ? actionData.move : move!;
    body = (
      <AuthCard title={m.departure_refuse_done_title()}>
        <div role="status" className="space-y-3 text-center text-slate-600">
          <p>{m.departure_refuse_done({ amount: formatCharge(done.refundAmount, { cents: true }) })}</p>
        </div>
        <StackedButtonLinks links={home} />
      </AuthCard>
    );
  } else if (!token || !move || actionData?.status === 'invalid') {
    body = (
      <AuthCard title={m.departure_refuse_title()}>
        <div role="status" className="space-y-3 text-center text-slate-600">
          <p className="text-lg font-semibold text-slate-900">{m.departure_refuse_invalid()}</p>
          <p>{m.departure_error_link_invalid()}</p>
        </div>
        <StackedButtonLinks links={home} />
      </AuthCard>
    );
  } else if (move.state !== 'open') {
    body = (
      <AuthCard title={m.departure_refuse_title()}>
        <Booking move={move} />
        <p role="status" className="mt-4 text-center text-slate-600">
          {move.state === 'started'
            ? m.departure_error_refusal_too_late()
            : m.departure_error_refusal_changed()}
        </p>
        <StackedButtonLinks links={home} />
      </AuthCard>
    );
  } else {
    body = (
      <AuthCard title={m.departure_refuse_title()}>
        <div className="space-y-4">
          <p className="text-slate-600">{m.departure_refuse_intro()}</p>
          <Booking move={move} />
          {actionData?.status === 'failed' && <Banner>{actionData.message}</Banner>}
          <Form method="post" className="space-y-3">
            <input type="hidden" name="token" value={token} />
            <SubmitButton busyLabel={m.departure_refuse_working()}>
              {m.departure_refuse_button({ amount: formatCharge(move.refundAmount, { cents: true }) })}
            </SubmitButton>
          </Form>
          <p className="text-center text-sm text-slate-600">{m.departure_refuse_keep()}</p>
        </div>
      </AuthCard>
    );
  }
  return (
    <>
      <PageMeta title={m.departure_refuse_title()} description={m.departure_refuse_description()} />
      <meta name="robots" content="noindex" />
      {body}
    </>
  );
}
