// Recognising database errors a caller answers itself rather than as a 500.

/** The database error with SQLSTATE `code` in err or its causes (Drizzle wraps the driver's error in `cause`). */
function databaseError(err: unknown, code: string): { constraint?: string; message?: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === code) return e as { constraint?: string; message?: string };
  }
  return null;
}

/** A unique-constraint violation (23505), of `constraint` when given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = databaseError(err, '23505');
  return e !== null && (constraint === undefined || e.constraint === constraint);
}

/** The message of a database error with SQLSTATE `code` (such as one a function raised on purpose), else null. */
export function raisedMessage(err: unknown, code: string): string | null {
  const e = databaseError(err, code);
  return e === null ? null : (e.message ?? '');
}
