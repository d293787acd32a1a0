import type { UserRole } from '@belizepass/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { MERCHANT_HOME, signInUrl } from './redirects';
import { useSession } from './session';

/** Who may open a page (spec section 6). */
export type Access = 'signed-in' | 'merchant' | 'admin';

const RULES: Record<Access, { loginPath: string; allows: (role: UserRole) => boolean }> = {
  'signed-in': { loginPath: '/login', allows: () => true },
  merchant: { loginPath: '/merchant/login', allows: (role) => role === 'merchant_admin' },
  admin: { loginPath: '/login', allows: (role) => role === 'platform_admin' },
};

/**
 * Applies an access rule once the browser knows the session: a signed-out visitor goes to the rule's
 * sign-in page with this page remembered, a signed-in user without the role goes home. Returns true
 * only when the page may be shown; the server render never shows it.
 */
export function useAccess(access: Access): boolean {
  const { user, ready, signingOut } = useSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const rule = RULES[access];
  const decision =
    !ready || signingOut ? 'checking' : !user ? 'sign-in' : rule.allows(user.role) ? 'allowed' : 'denied';

  useEffect(() => {
    if (decision === 'sign-in') {
      navigate(signInUrl(rule.loginPath, `${pathname}${search}${hash}`), { replace: true });
    } else if (decision === 'denied') {
      navigate('/', { replace: true });
    }
  }, [decision, navigate, rule.loginPath, pathname, search, hash]);

  return decision === 'allowed';
}

/** Shown in place of a protected page until its access rule has decided. */
export function AccessCheck({ label = 'Checking your access' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Spinner label={label} className="size-10" />
    </div>
  );
}

/** Renders `children` only for users the access rule lets in; everyone else is sent on. */
export function RequireAccess({ access, children }: { access: Access; children: React.ReactNode }) {
  return useAccess(access) ? children : <AccessCheck />;
}

/**
 * A merchant_admin who lands on a sign-in page goes to the dashboard (spec section 4). `enabled` is
 * false while the page itself signs someone in and chooses where they go.
 */
export function useMerchantToDashboard(enabled = true) {
  const { user, ready } = useSession();
  const navigate = useNavigate();
  const isMerchant = enabled && ready && user?.role === 'merchant_admin';
  useEffect(() => {
    if (isMerchant) navigate(MERCHANT_HOME, { replace: true });
  }, [isMerchant, navigate]);
  return isMerchant;
}
