import { type BusinessProfile, merchantProfileUpdateSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { consoleApi, formAnswer, orFailure } from './merchant.server';

export interface ProfileView {
  profile: BusinessProfile | null;
  failure: string | null;
}

/** The answer to Edit Profile: the saved profile (its logo is uploaded next) and a notice. */
export interface ProfileSaveAnswer {
  intent: 'save';
  result: SubmissionResult<string[]>;
  profile?: BusinessProfile;
  notice?: string;
}

export async function loadProfile(api: ApiClient): Promise<ProfileView> {
  const read = await orFailure(
    api.get<BusinessProfile>('/api/merchant/profile'),
    m.merchant_please_try_again_sentence(),
  );
  return { profile: read.value, failure: read.failure };
}

/** Edit Profile: the business details tourists see, checked with the shared schema. */
export async function profileAction(args: Parameters<typeof consoleApi>[0]) {
  const api = await consoleApi(args);
  const submission = await parseForm(args.request, merchantProfileUpdateSchema);
  if (submission.status !== 'success') return formAnswer('save', formFailure(submission));
  try {
    const profile = await api.patch<BusinessProfile>('/api/merchant/profile', submission.value);
    return data<ProfileSaveAnswer>({
      intent: 'save',
      result: submission.reply(),
      profile,
      notice: m.merchant_profile_saved(),
    });
  } catch (error) {
    return formAnswer('save', formFailure(submission, error, { fallback: m.merchant_profile_save_failed() }));
  }
}
