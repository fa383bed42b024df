import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { assertStorageKey, isStorageKey, type FileStorage, type StoredObject } from './file-storage.ts';

export type S3Settings = {
  bucket: string;
  /** A self-hosted store (MinIO, Garage, Ceph…); unset = AWS for the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what self-hosted stores expect. */
  forcePathStyle: boolean;
  /** Object names start with this (`voyage/`), so one bucket can hold other things too. */
  prefix: string;
};

let sdkLoaded: Promise<typeof S3> | undefined;

/** Amazon's client, loaded when the first S3 store is made rather than at every start (almost half a second). */
function loadSdk(): Promise<typeof S3> {
  sdkLoaded ??= import('@aws-sdk/client-s3');
  return sdkLoaded;
}

function isNotFound(sdk: typeof S3, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket, for several instances of the product sharing one store
 * (docs/architecture.md#files). Keys are the same server-made UUIDs as on disk; a PutObject is atomic (an
 * object is there whole or not at all) and carries its MD5, so the store refuses bytes damaged on the way.
 * Downloads still go through the product's authorised routes, which stream the object: the bucket is
 * never public and no address of it reaches a browser.
 */
export class S3Storage implements FileStorage {
  private readonly connection: Promise<{ sdk: typeof S3; client: S3.S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.connection = loadSdk().then((sdk) => ({ sdk, client: this.newClient(sdk) }));
  }

  private newClient(sdk: typeof S3): S3.S3Client {
    return new sdk.S3Client({
      region: this.settings.region,
      endpoint: this.settings.endpoint,
      forcePathStyle: this.settings.forcePathStyle,
      credentials:
        this.settings.accessKeyId && this.settings.secretAccessKey
          ? { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey }
          : undefined,
      // The SDK's default checksums need a store that knows them; the MD5 below works on every store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const { sdk, client } = await this.connection;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    const opened = await this.stream(key);
    if (!opened) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string): Promise<{ stream: Readable; sizeBytes: number } | undefined> {
    const { sdk, client } = await this.connection;
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return { stream: object.Body as Readable, sizeBytes: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(sdk, error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connection;
    // Deleting a missing object is not an error on S3.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    const { sdk, client } = await this.connection;
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(sdk, error)) return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredObject> {
    const { sdk, client } = await this.connection;
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = (object.Key ?? '').slice(this.settings.prefix.length);
        // Only the product's own objects: anything else sharing the prefix is left alone.
        if (!isStorageKey(key)) continue;
        yield { key, sizeBytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Nothing to remove: each object is written by one PutObject, which the store applies whole or not at all
   * (no multipart uploads, whose unfinished parts would linger). Objects without a `files` row are removed
   * by the sweeper like on disk.
   */
  async removeStaleWrites(): Promise<number> {
    return 0;
  }

  close(): void {
    void this.connection.then(({ client }) => client.destroy());
  }
}
