import type { SessionUser, UserRole } from '@belizepass/domain';
import { type AppLoadContext, redirect } from 'react-router';
import { homeOf, signInUrl, usesMerchantConsole } from '~/features/auth/redirects';
import { ApiError, serverApi } from './api-client';
import { routerPath } from './display';

/**
 * The signed-in user of a page request, read once per request from the API with the visitor's
 * session cookies. Pages that are the same for every visitor (the page cache) never have one.
 */
const users = new WeakMap<object, Promise<SessionUser | null>>();

export function sessionUser(context: AppLoadContext): Promise<SessionUser | null> {
  if (context.visitorIndependent) return Promise.resolve(null);
  let user = users.get(context);
  if (!user) {
    user = serverApi(context)
      .get<{ user: SessionUser }>('/api/auth/user')
      .then((body) => body.user)
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      });
    users.set(context, user);
  }
  return user;
}

/** Who may open a page: anyone signed in, or one role. */
export type PageAccess = 'signed-in' | 'tourist' | 'merchant' | 'admin' | 'agent';

const ROLE_OF: Record<Exclude<PageAccess, 'signed-in' | 'merchant'>, UserRole> = {
  tourist: 'tourist',
  admin: 'platform_admin',
  agent: 'agent',
};

/**
 * The signed-in user allowed on this page; otherwise a redirect is thrown: a signed-out visitor to
 * the sign-in page (remembering this page), a user of another role to their own home.
 */
export async function requireUser(
  context: AppLoadContext,
  request: Request,
  access: PageAccess = 'signed-in',
): Promise<SessionUser> {
  const user = await sessionUser(context);
  const url = new URL(request.url);
  const here = `${routerPath(url).replace(/\.data$/, '')}${url.search}`;
  if (!user) throw redirect(signInUrl(access === 'merchant' ? '/merchant/login' : '/login', here));
  if (access === 'merchant') {
    if (!usesMerchantConsole(user)) throw redirect(homeOf(user));
  } else if (access !== 'signed-in' && user.role !== ROLE_OF[access]) throw redirect(homeOf(user));
  return user;
}

/** Headers of a page rendered for one signed-in visitor. */
export const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store' } as const;

/**
 * The signed-in merchant when their business may use the console, or null while it is pending
 * approval or inactive: the console layout then shows the business's status instead of its screens,
 * and each screen's loader returns early without calling what the business may not use yet.
 */
export async function activeMerchant(context: AppLoadContext, request: Request): Promise<SessionUser | null> {
  const user = await requireUser(context, request, 'merchant');
  return user.merchant?.status === 'active' ? user : null;
}
