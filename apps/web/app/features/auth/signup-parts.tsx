import { AUTH_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata, SubmissionResult } from '@conform-to/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { InputField } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';

/** After a successful registration the visitor moves on after 3 seconds (spec section 9). */
const MOVE_ON_MS = 3000;

/** Goes to `path` 3 seconds after `active` turns true (the page also links there, for no-JavaScript use). */
export function useMoveOnAfterSignup(active: boolean, path: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(path), MOVE_ON_MS);
    return () => clearTimeout(timer);
  }, [active, path, navigate]);
}

/**
 * The 'Registration Failed' banner (spec section 8): the server's message, then any detail lines.
 * It can take focus (tabIndex -1) so the page can move a screen reader to it.
 */
export function RegistrationFailed({ errors, ref }: { errors?: string[]; ref?: React.Ref<HTMLDivElement> }) {
  const [message, ...detail] = errors ?? [];
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none">
      {message && (
        <div className="mb-6">
          <Banner title={AUTH_MESSAGES.registrationFailed}>
            <p>{message}</p>
            {detail.length > 0 && (
              <ul className="mt-1 text-sm">
                {detail.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Banner>
        </div>
      )}
    </div>
  );
}

/** Runs `onFailure` with the server's message each time an answer brings one (not for field errors alone). */
export function useServerFailure(
  lastResult: SubmissionResult<string[]> | null | undefined,
  onFailure: (message: string) => void,
) {
  const message = lastResult?.error?.['']?.[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, not per render
  useEffect(() => {
    if (message) onFailure(message);
  }, [lastResult]);
}

/** A new password and its confirmation (sign-up, reset), with the length hint under the first. */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels = [m.account_password(), m.account_confirm_password()],
}: {
  password: FieldMetadata<unknown>;
  confirmPassword: FieldMetadata<unknown>;
  labels?: [string, string];
}) {
  return (
    <>
      <InputField
        field={password}
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        hint={AUTH_MESSAGES.passwordHint}
      />
      <InputField field={confirmPassword} label={labels[1]} type="password" autoComplete="new-password" />
    </>
  );
}
