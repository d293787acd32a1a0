import { type MerchantRole, merchantRoleCan, type UserRole } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { findUserWithMerchant } from '../modules/auth/auth.repository.ts';
import { readSessionCookies } from '../modules/auth/session-cookies.ts';
import type { AccessTokens } from '../modules/auth/tokens.ts';
import { isCrossSiteRequest, isSafeMethod } from './cross-site.ts';
import { capabilityOfRoute } from './merchant-permissions.ts';
import { isInternalRequest } from './security.ts';

/**
 * Who may call a route. Every /api route declares one in `config.access`:
 * - public: anyone; credentials are ignored
 * - optional: anyone; a bearer token (or the session cookie), when sent, must be valid and identifies the caller
 * - signed-in: any signed-in user
 * - merchant: the owner (merchant_admin) or a staff member of an approved, active merchant, whose
 *   role may use the route's capability (merchant-permissions.ts)
 * - admin: a platform_admin
 * - agent: a user of role agent (whether its agency is approved is the agents service's to answer)
 */
export type Access = 'public' | 'optional' | 'signed-in' | 'merchant' | 'admin' | 'agent';

export interface AuthUser {
  userId: string;
  role: UserRole;
  merchant: { id: string; adminApproved: boolean; active: boolean } | null;
  /** The caller's place in `merchant`: its owner or a member with a staff role. */
  merchantRole: MerchantRole | null;
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The route's request schemas (zod), for tests generated from the route table. */
  schema?: { querystring?: unknown; body?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, as registered (for the authorization matrix test). */
    apiRoutes: ApiRoute[];
  }
}

const unauthenticated = (message = m.errors_sign_in_to_continue(), code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);

/** The one authorization layer: runs before validation on every route and enforces `config.access`. */
export function registerAuth(app: FastifyInstance, tokens: AccessTokens) {
  app.decorateRequest('auth', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (!isApi || route.url === '/api/*') return;
    const access = route.config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (access === 'merchant' && method !== 'HEAD') capabilityOfRoute(method, route.url);
      if (method !== 'HEAD') {
        const { querystring, body, params } = (route.schema ?? {}) as NonNullable<ApiRoute['schema']>;
        apiRoutes.push({ method, url: route.url, access, schema: { querystring, body, params } });
      }
    }
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access ?? 'public';
    if (access === 'public') return;
    const credentials = credentialsOf(request);
    if (access === 'optional' && !credentials) return;
    if (credentials?.from === 'cookie') refuseCrossSite(app, request);
    request.auth = await authenticate(app, tokens, credentials);
    const { auth } = request;
    if (access === 'admin' && auth.role !== 'platform_admin') {
      throw forbidden(m.errors_staff_only());
    }
    if (access === 'merchant') {
      requireActiveMerchant(auth);
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const capability = capabilityOfRoute(method, request.routeOptions.url ?? '');
      if (!merchantRoleCan(auth.merchantRole, capability)) {
        throw forbidden(m.staff_role_cannot(), 'ROLE_NOT_ALLOWED');
      }
    }
    if (access === 'agent' && auth.role !== 'agent') throw forbidden(m.agent_only());
  });
}

interface Credentials {
  token: string;
  from: 'bearer' | 'cookie';
}

/** A bearer token (API clients) or else the browser's session cookie. */
function credentialsOf(request: FastifyRequest): Credentials | null {
  const header = request.headers.authorization;
  if (header) return { token: header.startsWith('Bearer ') ? header.slice(7).trim() : '', from: 'bearer' };
  const { access } = readSessionCookies(request);
  return access ? { token: access, from: 'cookie' } : null;
}

/** Cookie-authenticated writes must come from our own pages (the page renderer checked its own). */
export function refuseCrossSite(app: FastifyInstance, request: FastifyRequest) {
  if (isSafeMethod(request.method)) return;
  if (isInternalRequest(request.headers)) return;
  if (isCrossSiteRequest(request, { publicOrigin: app.config.publicOrigin, hasSessionCookie: true })) {
    throw forbidden(m.errors_cross_site(), 'CROSS_SITE_REQUEST');
  }
}

async function authenticate(
  app: FastifyInstance,
  tokens: AccessTokens,
  credentials: Credentials | null,
): Promise<AuthUser> {
  if (!credentials?.token) throw unauthenticated();
  const claims = await tokens.verify(credentials.token);
  if (claims === 'expired') throw unauthenticated(m.errors_session_expired(), 'TOKEN_EXPIRED');
  if (claims === 'invalid') throw unauthenticated(m.errors_session_invalid(), 'INVALID_TOKEN');
  // Checked against the database on every request, so a deleted account or a role change counts at once.
  const row = await findUserWithMerchant(app.db, claims.userId);
  if (!row || row.user.sessionVersion !== claims.sessionVersion) {
    throw unauthenticated(m.errors_session_ended(), 'SESSION_ENDED');
  }
  const { merchant } = row;
  return {
    userId: row.user.id,
    role: row.user.role,
    merchantRole: row.merchantRole,
    merchant: merchant
      ? { id: merchant.id, adminApproved: merchant.adminApproved, active: merchant.active }
      : null,
  };
}

function requireActiveMerchant({ role, merchant, merchantRole }: AuthUser) {
  if (role !== 'merchant_admin' && !merchantRole) throw forbidden(m.errors_merchant_only());
  if (!merchant) throw forbidden(m.errors_no_merchant_profile());
  if (!merchant.adminApproved) {
    throw forbidden(m.errors_merchant_pending(), 'MERCHANT_PENDING_APPROVAL');
  }
  if (!merchant.active) {
    throw forbidden(m.errors_merchant_inactive(), 'MERCHANT_INACTIVE');
  }
}
