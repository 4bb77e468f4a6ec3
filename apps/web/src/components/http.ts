// fetch wrapper for /api: JSON in and out (or a multipart form out, for a photo), cookies sent, responses parsed with
// the shared zod schema.
// zod is not imported here (only its types): the first screen loads this module, and zod comes with the schemas.

import type { z } from 'zod';
import { currentLanguage, t } from '../i18n/t.ts';
import { SESSION_LOST } from './session-lost.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }

  /**
   * The field errors keyed by field name: the body's schema reports them under the path of the field (such as
   * "orderData.pincode"), the service's own checks by the name alone; `under` is that wrapper ("orderData").
   */
  fieldErrorsUnder(under: string): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.fieldErrors).map(([k, v]) => [k.startsWith(`${under}.`) ? k.slice(under.length + 1) : k, v]),
    );
  }
}

/** Thrown when the request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** What to tell the person when a call failed: the server's message, or why there was none (offline, else `fallback`). */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message;
  return err instanceof NetworkError ? t('networkError') : fallback;
}

/**
 * `body` is sent as JSON, or as it is when it is a FormData (a photo's upload): the browser then writes the multipart
 * Content-Type with its boundary, which a header set here would lose.
 */
type Options = { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

export async function api<S extends z.ZodType>(path: string, schema: S, options: Options = {}): Promise<z.infer<S>> {
  // The API answers its messages in the page's language (decision 0012), whatever the browser's own preference.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
    ...options.headers,
  };
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err instanceof Error ? err.message : 'network error');
  }
  const data: unknown = await res.json().catch(() => null);
  // The session ended on the server (it expired, or ended elsewhere): the shell takes the person to /login and back.
  // Log-in's own 401 is a wrong password, not a lost session.
  if (res.status === 401 && path !== '/customer/login') window.dispatchEvent(new Event(SESSION_LOST));
  if (!res.ok) {
    // Loaded on the first error only: zod stays off the first screen's scripts.
    const { ErrorResponseSchema } = await import('@motomitra/domain/responses');
    const parsed = ErrorResponseSchema.safeParse(data);
    throw new ApiError(res.status, parsed.success ? parsed.data.message : res.statusText, parsed.data?.fieldErrors);
  }
  return schema.parse(data);
}
