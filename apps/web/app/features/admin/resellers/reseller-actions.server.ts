import { createResellerSchema, type NewResellerKey, type Reseller } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import { done, formFailed, noticeFailure } from '../admin.server';

const idOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
};

/**
 * The resellers screen's forms: add a reseller, issue a key (answered whole in this response only:
 * the API keeps its hash), revoke a key.
 */
export async function resellerAction(request: Request, api: ApiClient, intent: string) {
  if (intent === 'create') {
    const submission = await parseForm(request, createResellerSchema);
    if (submission.status !== 'success') return formFailed(intent, submission);
    try {
      const created = await api.post<Reseller>('/api/admin/resellers', submission.value);
      return done(
        intent,
        created.id,
        m.octo_admin_created({ name: created.name }),
        submission.reply({ resetForm: true }),
      );
    } catch (error) {
      return formFailed(intent, submission, error, m.octo_admin_failed());
    }
  }
  const form = await request.formData();
  const resellerId = idOf(form, 'resellerId');
  if (!resellerId) throw data('Unknown reseller', { status: 400 });
  try {
    if (intent === 'issue-key') {
      const issued = await api.post<NewResellerKey>(`/api/admin/resellers/${resellerId}/keys`);
      return done(intent, resellerId, m.octo_admin_issued({ name: issued.reseller.name }), undefined, {
        key: issued.key,
      });
    }
    if (intent === 'revoke-key') {
      const keyId = idOf(form, 'keyId');
      if (!keyId) throw data('Unknown key', { status: 400 });
      const reseller = await api.delete<Reseller>(`/api/admin/resellers/${resellerId}/keys/${keyId}`);
      return done(intent, resellerId, m.octo_admin_revoked_done({ name: reseller.name }));
    }
  } catch (error) {
    return noticeFailure(intent, resellerId, m.octo_admin_failed(), error);
  }
  throw data('Unknown action', { status: 400 });
}
