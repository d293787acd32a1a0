import { m } from '@belizepass/domain/i18n';
import { LogOut } from 'lucide-react';
import { Form } from 'react-router';

/** Sign-out is a form post to /logout, so it works before (and without) JavaScript. */
export function LogoutButton({
  className,
  iconClassName = 'size-4',
  onSubmit,
}: {
  className: string;
  iconClassName?: string;
  onSubmit?: () => void;
}) {
  return (
    <Form method="post" action="/logout" onSubmit={onSubmit}>
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" className={iconClassName} />
        {m.account_logout()}
      </button>
    </Form>
  );
}
