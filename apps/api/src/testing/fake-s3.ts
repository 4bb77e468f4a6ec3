// A local stand-in for S3, for tests: a real HTTP server speaking PutObject, GetObject, HeadObject and DeleteObject
// with path-style addresses (http://127.0.0.1:port/bucket/key), objects kept in memory. It checks every request's
// AWS Signature Version 4 as S3 does (sigv4.ts), and answers what S3 would refuse with S3's error, as S3's XML.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Error, verifySignature } from './sigv4.ts';

export type FakeS3Options = { bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
export type FakeObject = { body: Buffer; contentType: string; cacheControl: string | null };
export type FakeS3Request = { method: string; key: string; status: number; code: string | null };

export type FakeS3 = {
  /** The endpoint to give the client (S3_ENDPOINT). */
  url: string;
  objects: Map<string, FakeObject>;
  /** Every request, with what it was answered. */
  requests: FakeS3Request[];
  /** The next request's connection is cut without an answer (S3 or the network failing). */
  failNext(): void;
  close(): Promise<void>;
};

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
function errorXml(err: S3Error, resource: string): string {
  const extra = Object.entries(err.extra)
    .map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${err.code}</Code><Message>${xmlEscape(err.message)}</Message>${extra}` +
    `<Resource>${xmlEscape(resource)}</Resource><RequestId>FAKE</RequestId></Error>`
  );
}

export async function startFakeS3(options: FakeS3Options, clock: () => Date = () => new Date()): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3Request[] = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
      let bucket = '';
      let key = '';
      try {
        const [, first = '', ...rest] = rawPath.split('/');
        bucket = decodeURIComponent(first);
        key = rest.map((s) => decodeURIComponent(s)).join('/');
      } catch {
        key = rawPath;
      }
      const record = (status: number, code: string | null) => requests.push({ method, key, status, code });
      if (failNext) {
        failNext = false;
        record(0, 'network');
        req.socket.destroy();
        return;
      }
      const body = Buffer.concat(chunks);
      try {
        verifySignature(options, req, body, clock());
        if (bucket !== options.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
        if (!key) throw new S3Error(400, 'InvalidRequest', 'This fake speaks object requests only.');
        if (method === 'PUT') {
          const object = {
            body,
            contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
            cacheControl: typeof req.headers['cache-control'] === 'string' ? req.headers['cache-control'] : null,
          };
          objects.set(key, object);
          record(200, null);
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          res.end();
        } else if (method === 'GET' || method === 'HEAD') {
          const object = objects.get(key);
          if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
          record(200, null);
          res.writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.body.length,
            etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
            ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
          });
          res.end(method === 'GET' ? object.body : undefined);
        } else if (method === 'DELETE') {
          objects.delete(key);
          record(204, null);
          res.writeHead(204);
          res.end();
        } else {
          throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
        }
      } catch (caught) {
        // A path that does not decode is all else that can fail here, and S3 names it so.
        const err =
          caught instanceof S3Error ? caught : new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");
        record(err.status, err.code);
        // A HEAD answer has no body: the status says it all, as S3's does.
        const xml = method === 'HEAD' ? '' : errorXml(err, rawPath);
        res.writeHead(err.status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
        res.end(xml);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext: () => {
      failNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
