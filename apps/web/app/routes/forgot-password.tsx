import { useActionData } from 'react-router';
import { ForgotPasswordForm } from '~/features/auth/forgot-password-form';
import { needsJavaScriptAction } from '~/features/auth/form-parts';

export const action = needsJavaScriptAction;

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  return (
    <ForgotPasswordForm
      subtitle="Enter your email and we'll send you a link to reset your password."
      description="Reset the password of your BelizePass account."
      backTo="/login"
      backLabel="Back to Login"
      needsJavaScript={actionData?.needsJavaScript}
    />
  );
}
