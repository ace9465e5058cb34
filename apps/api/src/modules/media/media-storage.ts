import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isSafeMediaName, mediaPath } from './media-names.ts';
import { s3MediaStorage, s3OptionsFromEnv } from './media-storage-s3.ts';

// Where uploaded images live: local disk under DATA_DIR (default ./.data) in `media/<shopId>/<file>`, or an
// S3-compatible bucket when the S3_* variables are set (README.md, configuration).

export interface MediaStorage {
  /** Stores the file and answers the URL pages use to show it. */
  put(shopId: string, file: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The stored bytes, or null when there is no such file (served by GET /v1/media/:shopId/:file). */
  get(shopId: string, file: string): Promise<Buffer | null>;
}

export function localMediaStorage(dataDir = process.env.DATA_DIR ?? './.data'): MediaStorage {
  const root = resolve(dataDir, 'media');
  return {
    async put(shopId, file, bytes) {
      if (!isSafeMediaName(shopId, file)) throw new Error('invalid media path');
      await mkdir(join(root, shopId), { recursive: true });
      await writeFile(join(root, shopId, file), bytes);
      return mediaPath(shopId, file);
    },
    async get(shopId, file) {
      if (!isSafeMediaName(shopId, file)) return null;
      return readFile(join(root, shopId, file)).catch(() => null);
    },
  };
}

/** The bucket when S3_BUCKET, S3_ENDPOINT and the keys are set, else the local disk. */
export function mediaStorageFromEnv(env: NodeJS.ProcessEnv = process.env): MediaStorage {
  const s3 = s3OptionsFromEnv(env);
  return s3 ? s3MediaStorage(s3) : localMediaStorage(env.DATA_DIR ?? './.data');
}
