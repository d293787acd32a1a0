import { m } from '@belizepass/domain/i18n';
import { Form, useNavigation } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';

/**
 * The confirm step of an emailed unsubscribe link: the token posted back to the page's action (a GET
 * never changes anything), and a way out that keeps the emails coming.
 */
export function UnsubscribeForm({
  token,
  failed,
  keepLabel,
  showButton = true,
}: {
  token: string;
  failed: boolean;
  keepLabel: string;
  /** False when there is nothing left to unsubscribe from. */
  showButton?: boolean;
}) {
  const sending = useNavigation().state === 'submitting';
  return (
    <>
      {failed && (
        <div className="mt-4">
          <Banner>{m.site_something_went_wrong_later()}</Banner>
        </div>
      )}
      {showButton && (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" disabled={sending} className="min-h-12 w-full">
            {sending ? m.site_unsubscribing() : m.site_unsubscribe()}
          </Button>
        </Form>
      )}
      <div className="mt-3">
        <ButtonLink to="/" variant="ghost" size="lg" className="min-h-12 w-full">
          {keepLabel}
        </ButtonLink>
      </div>
    </>
  );
}
