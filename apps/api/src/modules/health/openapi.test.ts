// GET /api/openapi.json: the API described from the same route schemas it validates with, every route in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const registered: { method: string; url: string }[] = [];
let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    },
  );
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

/** A Fastify path as OpenAPI writes it: /api/orders/:id/cancel → /api/orders/{id}/cancel. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('has every /api route of the live route table, with its method', () => {
    // The built-in test gateway's page plays Razorpay's hosted page for a shop without keys: a page, not the API.
    const routes = registered.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        r.url !== '/api/openapi.json' &&
        !r.url.startsWith('/api/test-gateway/'),
    );
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('describes a route by its own schemas: path parameters, body and answers', () => {
    const cancel = doc.paths['/api/orders/{id}/cancel']?.post;
    expect(cancel?.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(Object.keys(cancel?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '403', '404', '409']));
    const register = doc.paths['/api/customer/register']?.post;
    expect(JSON.stringify(register?.requestBody)).toContain('customerData');
    expect(JSON.stringify(register?.responses['201'])).toContain('message');
  });
});
