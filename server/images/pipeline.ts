// The image pipeline (docs/decisions/0019-one-image-pipeline.md): a master (a product
// photograph under media/, later the owner's uploads) is served in the widths and formats
// of contract/images.ts, each variant encoded once on its first request and kept as a file
// in the cache folder (IMAGE_CACHE_DIR, by default the data folder's images/). Later
// requests, and later processes, read the kept file. Variants are a cache: deleting the
// folder costs only re-encoding.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageFormat, ImageKind, ImageRequest } from '../../contract/images.ts';
import { repoPath } from '../repo-path.ts';

/** Where committed masters live: media/ at the repository's root (from server/ or dist-server/server/). */
export function defaultMastersDir(): string {
  return repoPath('media');
}

/** Committed masters: product photographs only (the shop's own pictures are uploads, or SVG artwork under /media/v1/). */
const KIND_FOLDER: Partial<Record<ImageKind, string>> = { p: 'products' };

export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Encoder settings: small files that still look like photographs at their width. */
function encode(pipeline: ReturnType<typeof sharp>, format: ImageFormat): ReturnType<typeof sharp> {
  if (format === 'avif') return pipeline.avif({ quality: 52, effort: 4 });
  if (format === 'webp') return pipeline.webp({ quality: 76, effort: 4 });
  return pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
}

export interface ImageVariant {
  body: Buffer;
  contentType: string;
  /** A strong validator: the bytes' hash. */
  etag: string;
}

export interface ImagePipeline {
  /** The variant, encoded now if it was never kept; null when there is no such master. */
  variant(req: ImageRequest): Promise<ImageVariant | null>;
  readonly stats: { encoded: number; fromFile: number };
}

export interface PipelineOptions {
  mastersDir: string;
  cacheDir: string;
  /** Encodes at once at most (each uses a libuv thread; the rest of the server keeps the others). */
  concurrency?: number;
  /** Masters that are data (the owner's uploads, server/images/uploaded-masters.ts): bytes by name, or null. */
  uploaded?: (kind: ImageKind, name: string) => Promise<Buffer | null>;
  /**
   * Masters the shop draws (names `a-...`: the generated category artwork, contract/images.ts):
   * the SVG by name, or null. Drawn here to each width, so a page shows a picture the browser
   * decodes off its main thread, not an SVG document (docs/decisions/0059).
   */
  drawn?: (kind: ImageKind, name: string) => string | null;
}

export function createImagePipeline(opts: PipelineOptions): ImagePipeline {
  const stats = { encoded: 0, fromFile: 0 };
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const limit = Math.max(1, opts.concurrency ?? 2);
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await fn();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };

  const masterPath = (r: ImageRequest) => {
    const folder = KIND_FOLDER[r.kind];
    return folder ? path.join(opts.mastersDir, folder, `${r.name}.webp`) : null;
  };
  const keptPath = (r: ImageRequest) => path.join(opts.cacheDir, r.kind, `${r.name}.w${r.width}.${r.format}`);

  async function readKept(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  }

  async function make(r: ImageRequest): Promise<Buffer | null> {
    const file = keptPath(r);
    const kept = await readKept(file);
    if (kept) {
      stats.fromFile += 1;
      return kept;
    }
    const drawn = r.name.startsWith('a-') ? opts.drawn?.(r.kind, r.name) : undefined;
    const master = drawn !== undefined ? (drawn === null ? null : Buffer.from(drawn))
      : r.name.startsWith('u') ? (opts.uploaded ? await opts.uploaded(r.kind, r.name) : null) : masterPath(r);
    if (master === null || (typeof master === 'string' && !(await stat(master).then((s) => s.isFile(), () => false)))) return null;
    const body = await slot(() => encode(sharp(master).resize({ width: r.width, withoutEnlargement: true }), r.format).toBuffer());
    stats.encoded += 1;
    // Written beside and renamed: a reader (this process or another sharing the folder)
    // sees the whole file or none.
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    return body;
  }

  return {
    stats,
    async variant(r) {
      const key = `${r.kind}/${r.name}.w${r.width}.${r.format}`;
      // Many cards asking for the same new variant at once share one encode.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(r).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const body = await pending;
      if (!body) return null;
      return { body, contentType: CONTENT_TYPES[r.format], etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    },
  };
}
