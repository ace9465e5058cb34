// POST /v1/media/images (the shop editor's uploads): the answer the web reads as a type (issue 16).
import { z } from 'zod';

export const imageUploadAnswer = z.object({
  success: z.literal(true),
  url: z.string().describe('where the resized WebP is served: /v1/media/{shopId}/{file}'),
});
