/**
 * A small S3-compatible server for tests: path-style PutObject, GetObject and HeadObject over real
 * HTTP, with AWS Signature Version 4 checked against the one key pair it knows, as S3 does.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  /** Every request as it arrived: method, path and the Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  close: () => Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Recomputes the request's SigV4 signature with the secret; true when it matches what was sent. */
function signatureMatches(req: IncomingMessage, url: URL, body: Buffer, secret: string): boolean {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return false;
  const [, , date, region, signedHeaders, signature] = m as unknown as [string, string, string, string, string, string];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders.split(';');
  const headers = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return hmac(key, toSign).toString('hex') === signature;
}

function s3Error(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export async function startS3StandIn(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'market-photos';
  const accessKeyId = options.accessKeyId ?? 'TESTACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'test-secret-access-key';
  const objects = new Map<string, StoredObject>();
  const requests: S3StandIn['requests'] = [];

  const server: Server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const reply = (status: number, xml?: string) => {
      res.writeHead(status, xml ? { 'content-type': 'application/xml' } : {});
      res.end(xml);
    };

    if (req.method === 'GET' || req.method === 'HEAD') {
      // Objects are public-read, as behind a CDN; a signed request (the SDK's HeadObject) is checked as S3 does.
      if (req.headers.authorization && !signatureMatches(req, url, body, secretAccessKey)) {
        return reply(
          403,
          s3Error('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'),
        );
      }
      const found = bucketName === bucket ? objects.get(key) : undefined;
      if (!found) return reply(404, s3Error('NoSuchKey', 'The specified key does not exist.'));
      res.writeHead(200, {
        'content-type': found.contentType ?? 'application/octet-stream',
        'content-length': found.body.length,
        ...(found.cacheControl ? { 'cache-control': found.cacheControl } : {}),
      });
      return res.end(req.method === 'GET' ? found.body : undefined);
    }
    if (req.method === 'PUT') {
      if (!req.headers.authorization?.includes(`Credential=${accessKeyId}/`)) {
        return reply(403, s3Error('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'));
      }
      if (!signatureMatches(req, url, body, secretAccessKey)) {
        return reply(
          403,
          s3Error('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'),
        );
      }
      if (bucketName !== bucket) return reply(404, s3Error('NoSuchBucket', 'The specified bucket does not exist'));
      objects.set(key, {
        body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
      });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    return reply(405, s3Error('MethodNotAllowed', 'The specified method is not allowed against this resource.'));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
