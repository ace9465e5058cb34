// Image upload for the shop editor (logo, banner, page images, maintenance background) and their delivery.
import { newId } from '@sarment/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, type RouteAccess, tenantOf } from '../../http/access.ts';
import { badRequest, notFound, unprocessable } from '../../http/errors.ts';
import { decodeBase64Image, detectImageType, MAX_IMAGE_BYTES, mediaErrors } from './image-check.ts';
import { localMediaStorage, type MediaStorage } from './media-storage.ts';

const ownerOrIam: RouteAccess = { kind: 'shop', roles: ['owner', 'iam'] };
// base64 grows a file by a third; the decoded size is what the limit checks
const JSON_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4096;
const contentTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export function mediaRoutes(storage: MediaStorage = localMediaStorage()): FastifyPluginAsyncZod {
  return async (app) => {
    // multipart is not installed: a raw image body, or JSON with base64 data
    app.addContentTypeParser(
      /^image\/[\w.+-]+$/,
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/media/images',
      {
        bodyLimit: JSON_BODY_LIMIT,
        config: { access: ownerOrIam },
        schema: {
          tags: ['media'],
          summary: 'Uploads a PNG, JPEG or WebP image (max 5 MB): raw image/* body or JSON {data: base64}',
          response: { 200: z.object({ success: z.literal(true), url: z.string() }) },
        },
      },
      async (request) => {
        const body = request.body as unknown;
        let bytes: Buffer;
        if (Buffer.isBuffer(body)) bytes = body;
        else if (body && typeof body === 'object' && typeof (body as { data?: unknown }).data === 'string')
          bytes = decodeBase64Image((body as { data: string }).data);
        else throw badRequest(mediaErrors.notAnImage);
        if (bytes.length === 0) throw unprocessable(mediaErrors.empty);
        if (bytes.length > MAX_IMAGE_BYTES) throw unprocessable(mediaErrors.tooLarge);
        const type = detectImageType(bytes);
        if (!type) throw unprocessable(mediaErrors.notAnImage);
        const { shopId } = tenantOf(request);
        const file = `${newId('img')}.${type.ext}`;
        await storage.put(shopId, file, bytes);
        return { success: true as const, url: `/v1/media/${shopId}/${file}` };
      },
    );
    app.get(
      '/media/:shopId/:file',
      {
        config: { access: publicAccess },
        schema: {
          tags: ['media'],
          summary: 'An uploaded image (public: shop pages show them)',
          params: z.object({ shopId: z.string().max(80), file: z.string().max(80) }),
        },
      },
      async (request, reply) => {
        const { shopId, file } = request.params;
        const ext = file.split('.').pop() ?? '';
        const bytes = contentTypes[ext] ? await storage.get(shopId, file) : null;
        if (!bytes) throw notFound('Image introuvable');
        return reply
          .header('content-type', contentTypes[ext])
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      },
    );
  };
}
