import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  merchantApplicationSchema,
  passwordSchema,
} from '@belizepass/domain';

interface Checkable {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
}

/** The first message of a domain schema for `value`, or undefined when it is valid. */
function firstIssue(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error?.issues[0]?.message ?? AUTH_MESSAGES.unexpected);
}

/** 'Email is required' / 'Email is invalid' (the same rule as the server). */
export const checkEmail = (value: string) => firstIssue(loginSchema.shape.email, value);
/** 'Email is required' / 'Please enter a valid email address' (forgot password). */
export const checkResetEmail = (value: string) => firstIssue(forgotPasswordSchema.shape.email, value);
/** 'Business contact email is required' / 'Contact email is invalid'. */
export const checkContactEmail = (value: string) =>
  firstIssue(merchantApplicationSchema.shape.contact_email, value);
/** 'Password is required' / 'Password must be at least 8 characters'. */
export const checkNewPassword = (value: string) => firstIssue(passwordSchema, value);
/** 'Password is required' (sign-in: any length). */
export const checkPassword = (value: string) => (value ? undefined : AUTH_MESSAGES.passwordRequired);
/** `message` when `value` is blank once trimmed. */
export const checkRequired = (value: string, message: string) => (value.trim() ? undefined : message);

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Keeps only the fields that have a message. */
export function compactErrors<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const [key, message] of Object.entries(errors) as [K, string | undefined][]) {
    if (message) result[key] = message;
  }
  return result;
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
}
