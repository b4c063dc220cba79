// Where the bytes of uploaded files live, behind one small interface so an object store (S3,
// GCS, MinIO...) can be plugged in later without touching the routes: implement FileStorage and
// hand it to buildApp({ fileStorage }). The default is a folder under DATA_DIR (DATA_DIR/files),
// also when the database is a PostgreSQL server (DATABASE_URL): gateway processes sharing one
// database then need a shared DATA_DIR/files (or an object store) to serve each other's files.
// Keys are "<franchiseId>/<file key>": one folder per franchise.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface FileStorage {
  /** Stores `bytes` under `key` (replacing nothing: keys are new). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
}

/** The storage key of a franchise's file. */
export const storageKey = (franchiseId: string, key: string): string => `${franchiseId}/${key}`;

const SAFE_KEY = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/;

/** A folder on disk: each key a file, written whole under a temporary name, then renamed. */
export class FolderStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    // Keys are built by the gateway, but a path never leaves the folder whatever it is given.
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error('storage key leaves the folder');
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

/** Memory only: a gateway without DATA_DIR (tests) keeps its files here. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();

  async put(key: string, bytes: Buffer): Promise<void> {
    this.files.set(key, Buffer.from(bytes));
  }

  async get(key: string): Promise<Buffer | null> {
    return this.files.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

/** The default storage: DATA_DIR/files, or memory without a DATA_DIR. */
export const defaultFileStorage = (dataDir: string | null): FileStorage =>
  dataDir ? new FolderStorage(join(dataDir, 'files')) : new MemoryStorage();
