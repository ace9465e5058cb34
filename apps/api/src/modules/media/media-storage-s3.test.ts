import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStorageFromEnv } from './media-storage.ts';
import { s3MediaStorage, s3OptionsFromEnv } from './media-storage-s3.ts';

// A tiny S3 stand-in on 127.0.0.1: it records each request and keeps PUT bodies, so no network is used.
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const recorded: Recorded[] = [];
const objects = new Map<string, Buffer>();
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.method === 'PUT') {
        objects.set(request.url ?? '', body);
        response.writeHead(200).end();
      } else {
        const stored = objects.get(request.url ?? '');
        if (stored) response.writeHead(200).end(stored);
        else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const env = () => ({
  S3_BUCKET: 'sarment-media',
  S3_ENDPOINT: `${endpoint}/`,
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
  S3_REGION: 'fr-par',
});

describe('S3-compatible media storage (aws4fetch, SigV4)', () => {
  it('PUTs the image path-style with a SigV4 signature of its content, and reads it back', async () => {
    const storage = s3MediaStorage(s3OptionsFromEnv(env())!);
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    const url = await storage.put('shp_trois_vallees', 'img_1.webp', bytes, 'image/webp');
    expect(url).toBe('/v1/media/shp_trois_vallees/img_1.webp');

    const put = recorded.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/sarment-media/media/shp_trois_vallees/img_1.webp');
    expect(put.body.equals(bytes)).toBe(true);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    const day = String(put.headers['x-amz-date']).slice(0, 8);
    expect(put.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${day}/fr-par/s3/aws4_request, ` +
          'SignedHeaders=[a-z0-9;-]*host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$',
      ),
    );
    expect(String(put.headers.authorization)).not.toContain('secret-example');

    expect((await storage.get('shp_trois_vallees', 'img_1.webp'))?.equals(bytes)).toBe(true);
    expect(recorded.at(-1)?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(await storage.get('shp_trois_vallees', 'missing.webp')).toBeNull();
  });

  it('answers the public URL of the bucket when S3_PUBLIC_URL is set; refuses names leaving their folder', async () => {
    const storage = s3MediaStorage(s3OptionsFromEnv({ ...env(), S3_PUBLIC_URL: 'https://cdn.example.fr/' })!);
    const url = await storage.put('shp_1', 'img_2.webp', Buffer.from('x'), 'image/webp');
    expect(url).toBe('https://cdn.example.fr/media/shp_1/img_2.webp');
    const before = recorded.length;
    await expect(storage.put('shp_1', '../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(await storage.get('..', 'img_2.webp')).toBeNull();
    expect(recorded.length).toBe(before);
  });

  it('a failing bucket is an error, not a silent success', async () => {
    const failing = s3MediaStorage(s3OptionsFromEnv(env())!, async () => new Response('', { status: 500 }));
    await expect(failing.put('shp_1', 'img_3.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/500/);
  });

  it('is chosen only when the four required variables are set; half a configuration fails at start', () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(s3OptionsFromEnv(env())).toMatchObject({ region: 'fr-par', publicUrl: null, endpoint });
    expect(s3OptionsFromEnv({ ...env(), S3_REGION: '' })?.region).toBe('us-east-1');
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://s3' })).toThrow(
      'S3 storage: missing S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => mediaStorageFromEnv({ DATA_DIR: '/tmp/x' })).not.toThrow();
  });
});
