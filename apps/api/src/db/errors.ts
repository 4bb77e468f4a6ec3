// Recognising database errors a caller answers itself rather than as a 500.

/** A unique-constraint violation (23505), of `constraint` when given. Drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505') return constraint ? pg.constraint === constraint : true;
  }
  return false;
}
