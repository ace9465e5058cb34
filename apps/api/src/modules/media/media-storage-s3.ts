// An S3-compatible bucket (AWS S3, Scaleway, OVH, Cloudflare R2, MinIO...) through path-style URLs
// `<endpoint>/<bucket>/media/<shopId>/<file>`, signed with AWS Signature V4 (aws4fetch).
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { isSafeMediaName, mediaPath } from './media-names.ts';
import type { MediaStorage } from './media-storage.ts';

export interface S3Options {
  bucket: string;
  /** e.g. https://s3.fr-par.scw.cloud */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** default us-east-1 (what most S3-compatible services accept) */
  region: string;
  /** public base of the bucket's files (a CDN or a public bucket); unset: images go through /v1/media */
  publicUrl: string | null;
}

const requiredVariables = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 options when the four required variables are set; null when none is; throws when only some are. */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3Options | null {
  const missing = requiredVariables.filter((name) => !env[name]);
  if (missing.length === requiredVariables.length) return null;
  // half a configuration would silently store images on the local disk of a server that may not keep them
  if (missing.length > 0) throw new Error(`S3 storage: missing ${missing.join(', ')}`);
  return {
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT!.replace(/\/+$/, ''),
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || 'us-east-1',
    publicUrl: env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}

export function s3MediaStorage(options: S3Options, fetcher: typeof fetch = fetch): MediaStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
  });
  const keyOf = (shopId: string, file: string) => `media/${shopId}/${file}`;
  const objectUrl = (key: string) => `${options.endpoint}/${encodeURIComponent(options.bucket)}/${key}`;
  return {
    async put(shopId, file, bytes, contentType) {
      if (!isSafeMediaName(shopId, file)) throw new Error('invalid media path');
      const key = keyOf(shopId, file);
      const signed = await client.sign(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=31536000, immutable',
          // aws4fetch signs binary bodies as UNSIGNED-PAYLOAD; the hash makes the bucket check the bytes
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      const answer = await fetcher(signed);
      if (!answer.ok) throw new Error(`S3 PUT ${key}: ${answer.status}`);
      return options.publicUrl ? `${options.publicUrl}/${key}` : mediaPath(shopId, file);
    },
    async get(shopId, file) {
      if (!isSafeMediaName(shopId, file)) return null;
      const answer = await fetcher(await client.sign(objectUrl(keyOf(shopId, file)), { method: 'GET' }));
      if (answer.status === 404 || answer.status === 403) return null;
      if (!answer.ok) throw new Error(`S3 GET ${keyOf(shopId, file)}: ${answer.status}`);
      return Buffer.from(await answer.arrayBuffer());
    },
  };
}
