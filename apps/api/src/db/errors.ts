/**
 * True when `error` carries PostgreSQL's error `code`, raised by the driver itself or wrapped by the
 * query builder (whose error keeps the driver's as its `cause`).
 */
function hasErrorCode(error: unknown, code: string): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when `error` is PostgreSQL's unique violation (23505). */
export const isUniqueViolation = (error: unknown) => hasErrorCode(error, '23505');

/** True when `error` is a statement PostgreSQL cancelled (57014), as `statement_timeout` does. */
export const isQueryCanceled = (error: unknown) => hasErrorCode(error, '57014');
