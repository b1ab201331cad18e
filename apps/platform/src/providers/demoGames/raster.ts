import { LRUCache } from 'lru-cache';
import type SharpModule from 'sharp';

/** WebP settings of the tile art: about 8 KB a picture at 400 x 300, in about 15 ms. */
const WEBP = { quality: 75, effort: 2 } as const;
/** Renderings kept per process (about 4,000 pictures): a lobby's worth many times over. */
const CACHE_BYTES = 32 * 1024 * 1024;

type Sharp = typeof SharpModule;
let loaded: Promise<Sharp> | undefined;
/**
 * sharp (libvips) loads with the first picture, not with the platform: starts stay quick. One
 * thread per picture: the pictures are small, and the rest of the machine has other work.
 */
const loadSharp = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  }));

/**
 * The tile art as WebP, rendered from its SVG and kept by the SVG's hash. Browsers draw every SVG
 * image as a document of its own on the page's main thread (a few milliseconds each, whatever it
 * holds), so a lobby search showing 24 new tiles spent 70 ms and more drawing them; a WebP is
 * decoded off the main thread. The SVG stays the source (and is served too).
 */
export class GameImageRaster {
  /** The renderings run one after another: a new lobby screen asks for 24 at once. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly rendered = new LRUCache<string, Buffer, string>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (picture) => picture.length,
    // One rendering per picture, however many requests ask for it at once.
    fetchMethod: (_hash, _stale, { context: svg }) => {
      const picture = this.queue.then(async () => {
        const sharp = await loadSharp();
        return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
      });
      this.queue = picture.catch(() => undefined);
      return picture;
    },
  });

  /** The WebP of `svg`, whose hash is `hash`. */
  async webp(hash: string, svg: string): Promise<Buffer> {
    const picture = await this.rendered.fetch(hash, { context: svg });
    if (!picture) throw new Error('the picture could not be rendered');
    return picture;
  }
}
