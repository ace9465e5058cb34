import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

// Where uploaded images live: local disk under DATA_DIR (default ./.data) in `media/<shopId>/<file>`.
// An S3-compatible bucket (MEDIA_S3_*) is the planned alternative; not wired yet (see the settings report).

export interface MediaStorage {
  put(shopId: string, file: string, bytes: Buffer): Promise<void>;
  get(shopId: string, file: string): Promise<Buffer | null>;
}

const safeName = /^[\w.-]+$/;

export function localMediaStorage(dataDir = process.env.DATA_DIR ?? './.data'): MediaStorage {
  const root = resolve(dataDir, 'media');
  const pathOf = (shopId: string, file: string) => {
    if (!safeName.test(shopId) || !safeName.test(file) || file.startsWith('.')) return null;
    return join(root, shopId, file);
  };
  return {
    async put(shopId, file, bytes) {
      const path = pathOf(shopId, file);
      if (!path) throw new Error('invalid media path');
      await mkdir(join(root, shopId), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(shopId, file) {
      const path = pathOf(shopId, file);
      if (!path) return null;
      return readFile(path).catch(() => null);
    },
  };
}
