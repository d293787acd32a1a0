import { m } from '@belizepass/domain/i18n';
import { ForgotPasswordPage } from '~/features/auth/forgot-password-form';
import { forgotPasswordAction } from '~/features/auth/password.server';
import type { Route } from './+types/merchant-forgot-password';

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function MerchantForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <ForgotPasswordPage
      actionData={actionData}
      pageTitle={m.account_forgot_merchant_title()}
      subtitle={m.account_forgot_merchant_subtitle()}
      description={m.account_forgot_merchant_description()}
      backTo="/merchant/login"
      backLabel={m.account_back_to_merchant_login()}
    />
  );
}
