// The one error handler: 4xx answers carry a clear message (and field errors); 5xx are logged and answered with none
// of their detail, only an id that finds their log line.

import { randomBytes } from 'node:crypto';
import { englishOf } from '@motomitra/domain/keyed-text';
import type { ErrorResponse } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';
import { safeError } from './log-safety.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose body wraps its fields (orderData): its field errors are named without that wrapper. */
    fieldErrorsUnder?: string;
  }
}

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** Fastify's own client-error codes, answered with a message of ours instead of its internals. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request has a wrong Content-Length.' },
};

function fieldErrorsOf(
  error: { validation: { instancePath: string; message?: string }[] },
  under: string | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of error.validation) {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = (under && path.startsWith(`${under}.`) ? path.slice(under.length + 1) : path) || '_';
    out[key] ??= v.message ?? say('invalidValue');
  }
  return out;
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  const production = app.config.env === 'production';
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorResponse = { success: false, message: GENERIC_5XX };
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        success: false,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(error, request.routeOptions.config.fieldErrorsUnder);
      const first = Object.values(fieldErrors)[0];
      status = 400;
      body = { success: false, message: first ?? 'The request is not valid.', fieldErrors };
    } else if (error.code && CLIENT_ERRORS[error.code]) {
      const known = CLIENT_ERRORS[error.code];
      status = known?.status ?? 400;
      body = { success: false, message: known?.message ?? 'The request is not valid.' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, message: error.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other framework client errors (bad URL encoding, unsupported method…): keep the status, hide the detail.
      status = error.statusCode;
      body = { success: false, message: 'The request is not valid.' };
    }
    if (status >= 500) {
      // The answer names the failure by an id a developer looks up in the log; nothing of the error itself.
      const errorId = randomBytes(6).toString('hex');
      body = { ...body, errorId };
      request.log.error({ errorId, err: error }, 'request failed');
      // Production's line above has no stack (its frames name the server's files: log-safety.ts); here it is at debug.
      if (production) request.log.debug({ errorId, stack: safeError(error).stack }, 'request failed: stack');
    } else request.log.info({ status, code: error.code, message: englishOf(body.message) }, 'request refused');
    return reply.status(status).send(body);
  });
});
