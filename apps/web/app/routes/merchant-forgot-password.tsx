import { useActionData } from 'react-router';
import { ForgotPasswordForm } from '~/features/auth/forgot-password-form';
import { needsJavaScriptAction } from '~/features/auth/form-parts';

export const action = needsJavaScriptAction;

export default function MerchantForgotPassword() {
  const actionData = useActionData<typeof action>();
  return (
    <ForgotPasswordForm
      pageTitle="Merchant Forgot Password"
      subtitle="Enter the email of your merchant account and we'll send you a link to reset your password."
      description="Reset the password of your BelizePass merchant account."
      backTo="/merchant/login"
      backLabel="Back to Merchant Login"
      needsJavaScript={actionData?.needsJavaScript}
    />
  );
}
