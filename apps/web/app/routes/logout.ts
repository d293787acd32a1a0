import { redirect } from 'react-router';
import { serverApi } from '~/lib/api-client';
import type { Route } from './+types/logout';

/**
 * Sign out (a form post, so it works without JavaScript): ends every session of the account on the
 * server and clears the cookies, then goes home.
 */
export async function action({ context }: Route.ActionArgs) {
  try {
    await serverApi(context).delete('/api/session');
  } catch {
    // The cookies are cleared by the API even when the session had already ended.
  }
  return redirect('/');
}

export function loader() {
  return redirect('/');
}
