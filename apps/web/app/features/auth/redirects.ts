import type { SessionUser } from '@belizepass/domain';

/** The query parameter that carries the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirectTo';

export const MERCHANT_HOME = '/merchant/dashboard';
export const ADMIN_HOME = '/admin/dashboard';
export const AGENT_HOME = '/agent/dashboard';

type Person = Pick<SessionUser, 'role'> & { merchant?: SessionUser['merchant'] };

/** The business's owner, or a member of its staff (decision 044): both work in the merchant console. */
export function usesMerchantConsole(user: Person): boolean {
  return user.role === 'merchant_admin' || Boolean(user.merchant);
}

/** Each role's own home: the admin overview, the merchant's upcoming bookings, the tourist's home page. */
export function homeOf(user: Person): string {
  if (user.role === 'platform_admin') return ADMIN_HOME;
  if (usesMerchantConsole(user)) return MERCHANT_HOME;
  if (user.role === 'agent') return AGENT_HOME;
  return '/';
}

/**
 * `value` when it is a path on this site ("/account/bookings?x=1"), else null. Rejects absolute and
 * protocol-relative addresses ("//evil.example", "/\\evil.example") and anything that would leave
 * the origin once resolved.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'https://belizepass.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** A sign-in page address that remembers `from` as the page to return to. */
export function signInUrl(loginPath: string, from: string): string {
  const safe = safeRedirectPath(from);
  return safe && safe !== '/' ? `${loginPath}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : loginPath;
}

/**
 * The header's Login link on `page`: it names the page, so signing in comes back to it even when
 * the link is followed before the page's scripts have started.
 */
export function loginLinkFrom(page: string): string {
  return isAuthPage(page) ? '/login' : signInUrl('/login', page);
}

const under = (home: string) => (path: string) => path === home || path.startsWith(`${home}/`);
const isMerchantPath = under(MERCHANT_HOME);
const isAdminPath = under(ADMIN_HOME);
const isAgentPath = under(AGENT_HOME);

/**
 * Where a user goes after signing in (spec section 4): a merchant_admin to the merchant dashboard, a
 * platform admin to the admin overview (or the console page they were sent away from), a tourist
 * back to where they came from, or home.
 */
export function destinationAfterLogin(user: SessionUser, from: string | null): string {
  const safe = safeRedirectPath(from);
  if (usesMerchantConsole(user)) return safe && isMerchantPath(safe) ? safe : MERCHANT_HOME;
  if (user.role === 'platform_admin') return safe && isAdminPath(safe) ? safe : ADMIN_HOME;
  if (user.role === 'agent') return safe && isAgentPath(safe) ? safe : AGENT_HOME;
  if (!safe || isMerchantPath(safe) || isAdminPath(safe) || isAgentPath(safe) || isAuthPage(safe)) return '/';
  return safe;
}

const AUTH_PAGES = [
  '/login',
  '/register',
  '/register-success',
  '/forgot-password',
  '/reset-password',
  '/sign-in-link',
  '/sign-in-link/use',
  '/register-merchant-pending',
  '/merchant/login',
  '/merchant/register',
  '/merchant/forgot-password',
];

/** Sign-in, sign-up and password pages: never a page to return to after signing in. */
export function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return AUTH_PAGES.includes(pathname);
}
