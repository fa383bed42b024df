import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
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
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
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
    await this.client.send(
      new PutObjectCommand({
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
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return { stream: object.Body as Readable, sizeBytes: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // Deleting a missing object is not an error on S3.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
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
    this.client.destroy();
  }
}
