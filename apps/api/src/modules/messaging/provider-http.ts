// Talking to a message provider over HTTP (WhatsApp's Cloud API, MSG91): a JSON POST with a bounded wait, and what a
// failure means for the outbox: try again later (the provider or the way to it is busy or down) or give up (the provider
// read the request and refused it).

/** How long one request may take: ten messages of a batch stay well inside the outbox's lease (LEASE_MS). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * A provider that did not take a message. `retryable`: a network failure, a timeout, a 5xx, a 429 or the provider's own
 * "too many" (the outbox tries again after its backoff); otherwise the provider refused this message for good, and its
 * words are in the message (the outbox's last error, shown in the console).
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** Whether an HTTP status means "not now" rather than "not this message". */
export const retryableStatus = (status: number) => status >= 500 || status === 429 || status === 408;

/** POSTs a JSON body; answers the status and the JSON answer (null when the answer is not JSON). */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const why =
      err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${timeoutMs / 1000} s` : causeOf(err);
    throw new ProviderError(`${new URL(url).host} could not be reached: ${why}`, true);
  }
  const text = await res.text().catch(() => '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json };
}

/** fetch's "fetch failed" says little; its cause (ECONNREFUSED, ENOTFOUND …) says what happened. */
function causeOf(err: unknown): string {
  const cause = err instanceof Error ? (err.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}
