import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a state-changing request may have been sent by another site (OWASP's "verify origin with
 * standard headers"): browsers say where a request comes from in `Sec-Fetch-Site`, and older ones in
 * `Origin`. A request naming neither is refused when it carries the session cookie, since every
 * browser that sends cookies also sends one of them on a POST. SameSite=Lax keeps the session cookie
 * off cross-site posts as a second line.
 */
export function isCrossSiteRequest(
  request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>,
  options: { publicOrigin?: string; hasSessionCookie: boolean },
): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite) {
    return fetchSite !== 'same-origin' && fetchSite !== 'none';
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin && origin !== 'null') {
    const own = new Set([`${request.protocol}://${request.host}`]);
    if (options.publicOrigin) own.add(options.publicOrigin);
    return !own.has(origin);
  }
  if (origin === 'null') return true;
  return options.hasSessionCookie;
}
