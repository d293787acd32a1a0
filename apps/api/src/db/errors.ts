/**
 * True when `error` is PostgreSQL's unique violation (23505), raised by the driver itself or wrapped
 * by the query builder (whose error keeps the driver's as its `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
