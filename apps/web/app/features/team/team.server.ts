import { inviteMemberSchema, STAFF_ROLES, type StaffRole, type Team } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import {
  consoleApi,
  formAnswer,
  intentOf,
  orFailure,
  simpleAction,
  uuidOr,
} from '~/features/merchant/merchant.server';
import type { ApiClient } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';

/** The owner's team: members with their roles and the open invitations, or the message of a failed read. */
export const loadTeam = (api: ApiClient) =>
  orFailure(api.get<Team>('/api/merchant/team'), m.staff_team_load_failed());

const isStaffRole = (value: FormDataEntryValue | null): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Every write of the Team screen: invite, resend or cancel an invitation, change a role, remove. */
export async function teamAction(args: Parameters<typeof consoleApi>[0]) {
  const api = await consoleApi(args);
  const { request } = args;
  const intent = await intentOf(request);
  if (intent === 'invite') {
    const submission = await parseForm(request, inviteMemberSchema);
    if (submission.status !== 'success') return formAnswer('invite', formFailure(submission));
    try {
      await api.post('/api/merchant/team/invites', submission.value);
    } catch (error) {
      return formAnswer('invite', formFailure(submission, error, { fallback: m.staff_invite_failed() }));
    }
    return data({
      intent: 'invite' as const,
      result: submission.reply({ resetForm: true }),
      notice: m.staff_invite_sent({ email: submission.value.email }),
    });
  }
  const form = await request.formData();
  const id = uuidOr(form.get('id'));
  if (!id) throw data(null, { status: 400 });
  const fallback = m.staff_change_failed();
  if (intent === 'resend') {
    return simpleAction(intent, () => api.post(`/api/merchant/team/invites/${id}/resend`), {
      fallback,
      notice: m.staff_invite_resent(),
    });
  }
  if (intent === 'cancel') {
    return simpleAction(intent, () => api.delete(`/api/merchant/team/invites/${id}`), {
      fallback,
      notice: m.staff_invite_cancelled(),
    });
  }
  if (intent === 'role') {
    const role = form.get('role');
    if (!isStaffRole(role)) throw data(null, { status: 400 });
    return simpleAction(intent, () => api.patch(`/api/merchant/team/members/${id}`, { role }), {
      fallback,
      notice: m.staff_role_changed(),
    });
  }
  if (intent === 'remove') {
    return simpleAction(intent, () => api.delete(`/api/merchant/team/members/${id}`), {
      fallback,
      notice: m.staff_member_removed(),
    });
  }
  throw data(null, { status: 400 });
}
