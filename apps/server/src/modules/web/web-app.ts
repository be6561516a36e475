import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { failure } from '#server/http/envelope.ts';

/** `/book/{handle}/{slug}?embed=1`: the one page other sites may frame (decision record 068). */
const EMBEDDABLE = /^\/book\/[^/]+\/[^/]+\/?$/;

function isEmbeddedBookingPage(request: FastifyRequest): boolean {
  const url = new URL(request.url, 'http://localhost');
  return EMBEDDABLE.test(url.pathname) && url.searchParams.get('embed') === '1';
}

/**
 * The embedded booking page may sit in any site's frame: its own policy says `frame-ancestors *` (any
 * http or https page) instead of 'none', and the legacy X-Frame-Options goes. Every other page,
 * the same booking page without `embed=1` included, keeps refusing frames.
 */
function allowFraming(reply: FastifyReply) {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}

/**
 * The pages the web build rendered to HTML ahead (apps/web/prerender.mjs, decision record 067), by address:
 * what dist/prerendered/pages.json lists. None for a build without it (an older build, a test's stand-in).
 */
function readPrerenderedPages(distDir: string): Map<string, string> {
  const manifest = path.join(distDir, 'prerendered', 'pages.json');
  if (!fs.existsSync(manifest)) return new Map();
  const pages = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(pages).filter(([, file]) => fs.existsSync(path.join(distDir, file)) && !file.includes('..')),
  );
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a new build is
 * picked up at once. Returns the SPA fallback for paths no route matched (app.ts makes it the not-found
 * handler, after every module's routes): a prerendered page's own HTML for its address, index.html for
 * the others.
 */
export async function registerWebApp(app: FastifyInstance, { services }: ModuleContext) {
  const distDir = services.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const prerendered = built ? readPrerenderedPages(distDir) : new Map<string, string>();
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts): sent as they are, they cost no
      // CPU per request, and @fastify/compress leaves a reply that already has a Content-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers in br, gzip or plain: caches must key on what was asked for.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  return function spaFallback(request: FastifyRequest, reply: FastifyReply) {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const lastSegment = pathOnly.split('/').pop() ?? '';
    // Only page navigations get index.html; a missing file (has an extension) or a POST gets a real 404.
    if (!['GET', 'HEAD'].includes(request.method) || lastSegment.includes('.')) {
      return reply.code(404).send(failure('ROUTE_NOT_FOUND', `Route ${request.method} ${pathOnly} not found`));
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    if (isEmbeddedBookingPage(request)) allowFraming(reply);
    const file = prerendered.get(pathOnly) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file, distDir, { cacheControl: false });
  };
}
