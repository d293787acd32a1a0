import { m } from '@belizepass/domain/i18n';
import { ForgotPasswordPage } from '~/features/auth/forgot-password-form';
import { forgotPasswordAction } from '~/features/auth/password.server';
import type { Route } from './+types/forgot-password';

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <ForgotPasswordPage
      actionData={actionData}
      subtitle={m.account_forgot_subtitle()}
      description={m.account_forgot_description()}
      backTo="/login"
      backLabel={m.account_back_to_login()}
    />
  );
}
