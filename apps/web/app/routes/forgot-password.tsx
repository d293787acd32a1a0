import { ForgotPasswordPage } from '~/features/auth/forgot-password-form';
import { forgotPasswordAction } from '~/features/auth/password.server';
import type { Route } from './+types/forgot-password';

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <ForgotPasswordPage
      actionData={actionData}
      subtitle="Enter your email and we'll send you a link to reset your password."
      description="Reset the password of your BelizePass account."
      backTo="/login"
      backLabel="Back to Login"
    />
  );
}
