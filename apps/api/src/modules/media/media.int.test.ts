import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let dataDir: string;

beforeAll(async () => {
  // the media storage reads DATA_DIR when the app is built: each run writes in its own folder
  dataDir = await mkdtemp(join(tmpdir(), 'sarment-media-'));
  process.env.DATA_DIR = dataDir;
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A photo as a phone makes it: a large JPEG carrying EXIF metadata (camera, GPS-like comment). */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a1f3d' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'Domaine, 47.0N 4.8E' } })
    .toBuffer();

const upload = (bytes: Buffer, purpose?: string, contentType = 'image/jpeg') =>
  app.inject({
    method: 'POST',
    url: `/v1/media/images${purpose ? `?purpose=${purpose}` : ''}`,
    headers: { ...owner.headers, 'content-type': contentType },
    payload: bytes,
  });

describe('image upload: resized and re-encoded to WebP without metadata', () => {
  it('a 3000 px banner photo comes back 2000 px wide, WebP, without its EXIF', async () => {
    const original = await photo(3000, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'banner');
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/v1\/media\/shp_trois_vallees\/img_\w+\.webp$/);
    const image = await app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/webp');
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 2000, height: 800 });
    expect(stored.exif).toBeUndefined();
    expect(image.rawPayload.length).toBeLessThan(original.length);
  });

  it('a logo is at most 600 px wide; a small image is never enlarged', async () => {
    const logo = await upload(await photo(1200, 1200), 'logo');
    const big = await app.inject({ method: 'GET', url: logo.json().url });
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ width: 600, height: 600 });
    const small = await upload(
      await sharp(await photo(300, 100))
        .png()
        .toBuffer(),
      'logo',
      'image/png',
    );
    const kept = await app.inject({ method: 'GET', url: small.json().url });
    expect(await sharp(kept.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 100,
    });
  });

  it('refuses bytes that only start like an image, an unknown purpose, and files over 5 MB', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a jpeg')]);
    const broken = await upload(fake);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('Le fichier doit être une image PNG, JPEG ou WebP');
    expect((await upload(await photo(10, 10), 'wallpaper')).statusCode).toBe(400);
    const heavy = Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(heavy);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().message).toBe("L'image ne doit pas dépasser 5 Mo");
    // beyond what Fastify reads at all: same message, not Fastify's generic one
    const huge = await upload(Buffer.concat([heavy, Buffer.alloc(3 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("L'image ne doit pas dépasser 5 Mo");
  });
});
