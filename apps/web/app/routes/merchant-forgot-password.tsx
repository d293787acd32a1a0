import { ForgotPasswordPage } from '~/features/auth/forgot-password-form';
import { forgotPasswordAction } from '~/features/auth/password.server';
import type { Route } from './+types/merchant-forgot-password';

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function MerchantForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <ForgotPasswordPage
      actionData={actionData}
      pageTitle="Merchant Forgot Password"
      subtitle="Enter the email of your merchant account and we'll send you a link to reset your password."
      description="Reset the password of your BelizePass merchant account."
      backTo="/merchant/login"
      backLabel="Back to Merchant Login"
    />
  );
}
