/**
 * GET /api/media/... : the files of the media directory (./library.ts), public (exercise videos
 * and sound programs are the product's content, not a patient's data; a `<video>` cannot send a
 * bearer token). @fastify/static (send) answers range requests (206) for video and audio, with
 * the content type of the extension and an ETag; paths outside the served patterns, dot files
 * and anything that leaves the directory are 404.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { captionType, isServedMediaPath, mediaUrlPrefix } from './library';

/** Media change rarely; a day of cache, revalidated with the ETag after. */
const cacheControl = 'public, max-age=86400';

export async function registerMedia(app: FastifyInstance, root: string): Promise<void> {
  const present = existsSync(root);
  if (!present) {
    app.log.info(
      { mediaDir: root },
      'no media directory: exercises show their drawing, sound programs say their audio is missing',
    );
  }
  await app.register(fastifyStatic, {
    root,
    suppressWarning: !present,
    prefix: mediaUrlPrefix,
    // The portal's registration (when there is one) decorates the reply already.
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    redirect: false,
    wildcard: true,
    acceptRanges: true,
    cacheControl: false,
    allowedPath: (pathName) => isServedMediaPath(pathName),
    setHeaders: (response, path) => {
      response.header('cache-control', cacheControl);
      // Captions are text read by the browser's player only.
      if (path.endsWith('.vtt')) {
        response.header('content-type', `${captionType}; charset=utf-8`);
      }
      response.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    },
  });
}
