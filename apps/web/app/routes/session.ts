import { data } from 'react-router';
import { PRIVATE_PAGE, sessionUser } from '~/lib/session.server';
import type { Route } from './+types/session';

/** Who is signed in, for the header of a page served from the page cache (never cached itself). */
export async function loader({ context }: Route.LoaderArgs) {
  return data({ user: await sessionUser(context) }, { headers: PRIVATE_PAGE });
}
