import {
  formatBelizeDateTime,
  inviteMemberSchema,
  merchantRoleLabel,
  STAFF_ROLES,
  type Team,
  type TeamInvite,
  type TeamMember,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { useFetcher } from 'react-router';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { SelectBox } from '~/components/ui/select-box';
import { SelectField } from '~/features/merchant/form-controls';
import type { SimpleResult } from '~/features/merchant/merchant.server';

type InviteAnswer = { intent: 'invite'; result: SubmissionResult<string[]> | null; notice?: string };

const roleOptions = () => STAFF_ROLES.map((role) => ({ value: role, label: merchantRoleLabel(role) }));

/** What each role may do, as the invite form explains it. */
function RoleGuide() {
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-600">
      <li>
        <strong className="font-semibold text-slate-800">{m.staff_role_manager()}</strong>:{' '}
        {m.staff_role_manager_scope()}
      </li>
      <li>
        <strong className="font-semibold text-slate-800">{m.staff_role_front_desk()}</strong>:{' '}
        {m.staff_role_front_desk_scope()}
      </li>
      <li>
        <strong className="font-semibold text-slate-800">{m.staff_role_guide()}</strong>:{' '}
        {m.staff_role_guide_scope()}
      </li>
    </ul>
  );
}

function InviteForm({ answer }: { answer?: InviteAnswer }) {
  const [form, fields] = useSchemaForm(inviteMemberSchema, {
    id: 'team-invite',
    lastResult: answer?.result,
    defaultValue: { email: '', role: 'front_desk' },
  });
  return (
    <section
      aria-labelledby="team-invite-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="team-invite-heading" className="text-lg font-semibold text-slate-900">
        {m.staff_invite_heading()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.staff_invite_explained()}</p>
      <RoleGuide />
      <SchemaForm form={form} className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="invite" />
        <InputField field={fields.email} type="email" label={m.staff_email_label()} autoComplete="off" />
        <SelectField field={fields.role} label={m.staff_role_label()} options={roleOptions()} />
        <SubmitButton busyLabel={m.staff_inviting()} className="min-h-11 w-full sm:w-auto" size="md">
          {m.staff_invite_button()}
        </SubmitButton>
      </SchemaForm>
      {answer?.notice && (
        <p role="status" className="mt-3 text-sm font-medium text-green-700">
          {answer.notice}
        </p>
      )}
    </section>
  );
}

function Outcome({ answer }: { answer?: SimpleResult }) {
  if (!answer) return null;
  return answer.ok ? (
    answer.notice ? (
      <p role="status" className="text-sm font-medium text-green-700">
        {answer.notice}
      </p>
    ) : null
  ) : (
    <p role="alert" className="text-sm font-medium text-red-700">
      {answer.message}
    </p>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const roleFetcher = useFetcher<SimpleResult>({ key: `role-${member.userId}` });
  const removeFetcher = useFetcher<SimpleResult>({ key: `remove-${member.userId}` });
  const selectId = `role-${member.userId}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{member.fullName}</p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
        <p className="text-sm text-slate-700">{merchantRoleLabel(member.role)}</p>
      </div>
      {member.role !== 'owner' && (
        <div className="flex flex-col gap-2 sm:items-end">
          <div className="flex flex-wrap items-end gap-2">
            <roleFetcher.Form method="post" className="flex items-end gap-2">
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="id" value={member.userId} />
              <div>
                <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
                  {m.staff_role_of({ name: member.fullName })}
                </label>
                <SelectBox id={selectId} name="role" defaultValue={member.role} options={roleOptions()} />
              </div>
              <Button
                type="submit"
                size="sm"
                variant="secondary"
                className="min-h-11"
                disabled={roleFetcher.state !== 'idle'}
              >
                {m.staff_change_role()}
              </Button>
            </roleFetcher.Form>
            <removeFetcher.Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={member.userId} />
              <Button
                type="submit"
                size="sm"
                variant="secondary"
                className="min-h-11"
                aria-label={m.staff_remove_named({ name: member.fullName })}
                disabled={removeFetcher.state !== 'idle'}
              >
                {m.staff_remove()}
              </Button>
            </removeFetcher.Form>
          </div>
          <Outcome answer={roleFetcher.data} />
          <Outcome answer={removeFetcher.data} />
        </div>
      )}
    </li>
  );
}

function InviteRow({ invite }: { invite: TeamInvite }) {
  const fetcher = useFetcher<SimpleResult>({ key: `invite-${invite.id}` });
  const expired = new Date(invite.expiresAt).getTime() < Date.now();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-all text-slate-900">{invite.email}</p>
        <p className="text-sm text-slate-700">{merchantRoleLabel(invite.role)}</p>
        <p className="text-sm text-slate-600">
          {expired
            ? m.staff_invite_expired_on({ when: formatBelizeDateTime(invite.expiresAt) })
            : m.staff_invite_expires({ when: formatBelizeDateTime(invite.expiresAt) })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <fetcher.Form method="post" className="flex gap-2">
          <input type="hidden" name="id" value={invite.id} />
          <Button
            type="submit"
            name="intent"
            value="resend"
            size="sm"
            variant="secondary"
            className="min-h-11"
            aria-label={m.staff_resend_to({ email: invite.email })}
            disabled={fetcher.state !== 'idle'}
          >
            {m.staff_resend()}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="cancel"
            size="sm"
            variant="ghost"
            className="min-h-11"
            aria-label={m.staff_cancel_invite_to({ email: invite.email })}
            disabled={fetcher.state !== 'idle'}
          >
            {m.staff_cancel_invite()}
          </Button>
        </fetcher.Form>
        <Outcome answer={fetcher.data} />
      </div>
    </li>
  );
}

/** The owner's Team screen: invite by email with a role, members and their roles, open invitations. */
export function TeamScreen({
  team,
  failure,
  answer,
}: {
  team: Team | null;
  failure: string | null;
  answer?: InviteAnswer;
}) {
  return (
    <div className="space-y-6">
      <InviteForm answer={answer} />
      {failure && <Banner title={m.staff_team_load_failed()}>{failure}</Banner>}
      {team && (
        <>
          <section
            aria-labelledby="team-members-heading"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="team-members-heading" className="text-lg font-semibold text-slate-900">
              {m.staff_members_heading()}
            </h2>
            <ul className="divide-y divide-slate-200">
              {team.members.map((member) => (
                <MemberRow key={member.userId} member={member} />
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="team-invites-heading"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="team-invites-heading" className="text-lg font-semibold text-slate-900">
              {m.staff_invites_heading()}
            </h2>
            {team.invites.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{m.staff_no_invites()}</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {team.invites.map((invite) => (
                  <InviteRow key={invite.id} invite={invite} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
