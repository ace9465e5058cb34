// Image upload for the shop editor (logo, banner, page images, maintenance background) and their delivery.
import { newId } from '@sarment/db';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, type RouteAccess, tenantOf } from '../../http/access.ts';
import { AppError, badRequest, notFound, unprocessable } from '../../http/errors.ts';
import { decodeBase64Image, detectImageType, MAX_IMAGE_BYTES, mediaErrors } from './image-check.ts';
import { imagePurposes, resizeImage } from './image-resize.ts';
import { imageUploadAnswer } from './media.schemas.ts';
import { type MediaStorage, mediaStorageFromEnv } from './media-storage.ts';

const ownerOrIam: RouteAccess = { kind: 'shop', roles: ['owner', 'iam'] };
// base64 grows a file by a third; the decoded size is what the limit checks (422 with the French message);
// beyond this cap Fastify stops reading (413, same message)
const BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4096;
const contentTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const purpose = z.enum(Object.keys(imagePurposes) as [keyof typeof imagePurposes]);

export function mediaRoutes(storage: MediaStorage = mediaStorageFromEnv()): FastifyPluginAsyncZod {
  return async (app) => {
    // multipart is not installed: a raw image body, or JSON with base64 data
    app.addContentTypeParser(
      /^image\/[\w.+-]+$/,
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Fastify's own 413 would only say the request is too large; the editor shows this one
    app.setErrorHandler((error: FastifyError, _request, _reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new AppError(413, mediaErrors.tooLarge, 'too_large');
      throw error;
    });
    app.post(
      '/media/images',
      {
        bodyLimit: BODY_LIMIT,
        config: { access: ownerOrIam },
        schema: {
          tags: ['media'],
          summary: 'Uploads a PNG, JPEG or WebP image (max 5 MB): raw image/* body or JSON {data: base64}',
          description:
            'The type is read from the first bytes. The image is resized to the width of its `purpose` (logo 600 ' +
            'px, banner, page and background 2000 px; never enlarged) and stored as WebP without metadata. ' +
            'Not an image or over 5 MB: 422 (413 beyond 7 MB of request body).',
          querystring: z.object({ purpose: purpose.default('page') }),
          response: { 200: imageUploadAnswer },
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
        if (!detectImageType(bytes)) throw unprocessable(mediaErrors.notAnImage);
        const resized = await resizeImage(bytes, request.query.purpose).catch(() => null);
        if (!resized) throw unprocessable(mediaErrors.notAnImage);
        const { shopId } = tenantOf(request);
        const url = await storage.put(shopId, `${newId('img')}.webp`, resized, 'image/webp');
        return { success: true as const, url };
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
