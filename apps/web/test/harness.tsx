// Component tests in a DOM (happy-dom), against the real API: the page's fetch is answered by the shop's own Fastify
// app over a fresh database (apps/api's createTestApp), in this process. Only the network between them is played
// here, so a test can lose an answer on the way back, as a phone on 4G does.

import { type FormFile, multipartForm } from '@motomitra/api/testing/photos';
import type { TestApp } from '@motomitra/api/testing/test-app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { type ReactNode, StrictMode, useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { afterEach } from 'vitest';
import { FeedbackProvider } from '../src/components/feedback.tsx';

afterEach(() => cleanup());

// findBy… and waitFor wait up to this for the page to show what the test expects. Testing Library's default of one
// second is a measure of speed: a screen whose answer comes from the real API and database in this same process took
// longer than that on two cores busy with the other test files, and the test failed for it. This is a guard against a
// screen that never shows it.
configure({ asyncUtilTimeout: 15_000 });

/** A request the page sent, as the server received it. */
export type Sent = { method: string; path: string; headers: Record<string, string>; body: unknown };

/**
 * Points the page's fetch at `t`'s API, as the customer whose session cookie is `cookie`. `sent` lists every request;
 * `loseNextAnswer(path)` lets the next request to `path` reach the server and then fails it as a dropped connection.
 */
export function connect(t: TestApp, cookie: string) {
  const sent: Sent[] = [];
  const losing = new Set<string>();
  globalThis.fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const method = init.method ?? 'GET';
    const form = init.body instanceof FormData ? await multipart(init.body) : undefined;
    if (form) headers['content-type'] = form.type;
    const payload = typeof init.body === 'string' ? init.body : form?.bytes;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : form?.fields;
    sent.push({ method, path: url.pathname, headers, body });
    const res = await t.app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, cookie },
      ...(payload === undefined ? {} : { payload }),
    });
    if (losing.delete(url.pathname)) throw new TypeError('Failed to fetch');
    const answer = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string') answer.set(name, value);
    }
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: answer });
  };
  return { sent, loseNextAnswer: (path: string) => losing.add(path) };
}

/**
 * A FormData as a browser sends it (multipart/form-data, the boundary in its Content-Type), and its fields as the test
 * reads them back from `sent`: a file by its name, type and size.
 */
async function multipart(data: FormData) {
  const fields: Record<string, string> = {};
  const files: FormFile[] = [];
  const seen: Record<string, unknown> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') {
      fields[name] = value;
      seen[name] = value;
    } else {
      const bytes = Buffer.from(await value.arrayBuffer());
      files.push({ field: name, filename: value.name, contentType: value.type || 'application/octet-stream', bytes });
      seen[name] = { name: value.name, type: value.type, size: value.size };
    }
  }
  const form = multipartForm(fields, files);
  return { type: form.headers['content-type'], bytes: form.payload, fields: seen };
}

/**
 * Renders `ui` at `url` with what the app puts around every screen: feedback (toasts, confirms), router, queries.
 * `strict` puts it all in StrictMode at the root, as main.tsx does: React then runs every effect twice on mount, as in
 * development.
 */
export function renderAt(url: string, ui: ReactNode, options: { strict?: boolean } = {}) {
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <FeedbackProvider>
      <BrowserRouter>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </BrowserRouter>
    </FeedbackProvider>
  );
  return render(options.strict ? <StrictMode>{app}</StrictMode> : app);
}

/** One route of the app, so that a screen reads its params (`/ops/orders/:id`) as it does in the shop. */
export function Route({ path, element }: { path: string; element: ReactNode }) {
  return useRoutes(useMemo(() => [{ path, element }], [path, element]));
}
