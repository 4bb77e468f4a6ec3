// What may reach a log line about a request or an error. Requests: method and path, without the query string (a search
// for a phone number is personal) or the caller's address. Errors: type, code and stack (in production no stack), never
// their data: a database error's parameters and DETAIL quote e-mails, phones, addresses and password hashes, and
// Drizzle puts the parameters into its message.
import type { FastifyRequest } from 'fastify';

const MAX_CAUSES = 5;

/** A database error as the pg driver builds it (SQLSTATE and where it arose; `detail` and the like hold row values). */
type PgError = Error & { code?: string; severity?: string; routine?: string; constraint?: string; table?: string };

const isPgError = (e: Error): e is PgError =>
  typeof (e as PgError).severity === 'string' && typeof (e as PgError).code === 'string';

/** A message without the data it may quote: Drizzle's "params: …" line, and a database message's quoted values. */
function scrubbed(e: Error): string {
  const message = String(e.message ?? '');
  if (message.startsWith('Failed query:')) return message.split('\nparams:')[0] ?? 'Failed query';
  // "invalid input syntax for type uuid: "abc"", "invalid input value for enum city: "x"": values quoted.
  if (isPgError(e)) return message.replace(/"[^"]*"/g, '"…"');
  return message;
}

export type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  cause?: SafeError;
};

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'A non-error value was thrown.', stack: '' };
  const message = scrubbed(err);
  const stackFrames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SafeError = {
    type: err.name || err.constructor?.name || 'Error',
    message,
    stack: [`${err.name}: ${message}`, ...stackFrames].join('\n'),
  };
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  if (isPgError(err)) {
    for (const key of ['routine', 'constraint', 'table'] as const) if (err[key]) out[key] = err[key];
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/**
 * An error as production logs it: no stack (its frames name the server's files), its causes likewise. Pino leaves the
 * undefined stack out of the line; Fastify's type for an error serializer asks for one, hence the cast.
 */
export function withoutStack(error: SafeError): SafeError {
  const { cause, ...rest } = error;
  return { ...rest, stack: undefined as unknown as string, ...(cause ? { cause: withoutStack(cause) } : {}) };
}

/**
 * Pino serializers for Fastify's logger: `req` and `err` as above (its own `res` logs the status code only). In
 * production an error's stack stays out of the log: the error handler writes it at debug level under the
 * error's id instead.
 */
export function logSerializers(env: string) {
  return {
    req: (request: FastifyRequest) => ({ method: request.method, url: request.url.split('?')[0] ?? '' }),
    err: env === 'production' ? (err: unknown) => withoutStack(safeError(err)) : (err: unknown) => safeError(err),
  };
}
