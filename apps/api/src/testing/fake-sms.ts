// A local stand-in for MSG91's flow API, for tests (decision 0019): a real HTTP server that takes the documented
// POST /api/v5/flow with its authkey header and JSON body ({ template_id, sender?, short_url?, unicode?, recipients:
// [{ mobiles, var1 … }] }), refuses what MSG91 refuses ({ type: "error", message } with 401 for a wrong key, 400 for a
// malformed body), records what it took and answers { type: "success", message: <request id> }.
import { randomBytes } from 'node:crypto';
import { type Failure, type FakeAnswer, failureQueue, isRecord, startJsonServer } from './fake-provider.ts';

/** A message the fake took. */
export type SmsReceived = {
  requestId: string;
  templateId: string;
  sender: string | null;
  unicode: boolean;
  /** 91XXXXXXXXXX */
  mobile: string;
  /** var1, var2 … in order. */
  values: string[];
};

const refused = (status: number, message: string): FakeAnswer => ({ status, body: { type: 'error', message } });

/** The messages of a flow request as MSG91 reads them, or why it refuses the request. */
function readFlow(body: unknown): Omit<SmsReceived, 'requestId'>[] | string {
  if (!isRecord(body)) return 'Invalid JSON';
  const templateId = body.template_id ?? body.flow_id;
  if (typeof templateId !== 'string' || templateId === '') return 'Template ID missing';
  if (!Array.isArray(body.recipients) || body.recipients.length === 0) return 'Recipients missing';
  const messages: Omit<SmsReceived, 'requestId'>[] = [];
  for (const r of body.recipients) {
    if (!isRecord(r) || typeof r.mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(r.mobiles))
      return 'Mobile number invalid';
    const values: string[] = [];
    for (let i = 1; `var${i}` in r; i++) {
      const value = r[`var${i}`];
      if (typeof value !== 'string') return `var${i} must be text`;
      values.push(value);
    }
    messages.push({
      templateId,
      sender: typeof body.sender === 'string' ? body.sender : null,
      unicode: body.unicode === 1 || body.unicode === '1',
      mobile: r.mobiles,
      values,
    });
  }
  return messages;
}

export async function startFakeSms(options: { authKey: string }) {
  const received: SmsReceived[] = [];
  const failures = failureQueue();
  let requests = 0;
  const server = await startJsonServer((request) => {
    requests++;
    if (request.method !== 'POST' || !/^\/api\/v5\/flow\/?$/.test(request.path)) return refused(404, 'Not found');
    if (request.headers.authkey !== options.authKey) return refused(401, 'Authentication failure');
    const failure = failures.next();
    if (failure === 'network') return 'network';
    if (failure) return refused(failure.status, failure.message ?? 'Service unavailable');
    const messages = readFlow(request.body);
    if (typeof messages === 'string') return refused(400, messages);
    const requestId = randomBytes(12).toString('hex');
    for (const m of messages) received.push({ requestId, ...m });
    return { status: 200, body: { type: 'success', message: requestId } };
  });
  return {
    /** The base URL to configure as SMS_API_URL. */
    url: server.url,
    received,
    requests: () => requests,
    /** The next requests fail like this, one each, before the body is read. */
    failNext: (...next: Failure[]) => failures.add(...next),
    close: () => server.close(),
  };
}

export type FakeSms = Awaited<ReturnType<typeof startFakeSms>>;
