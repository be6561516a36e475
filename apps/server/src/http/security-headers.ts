import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Camera, microphone and screen for our own pages only (no embedded frame may ask), and a few powerful
 * features nobody needs off. Only names browsers know: an unknown one is a console error in Chromium.
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'fullscreen=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * For the few replies written before any hook can run (requests Node's parser or Fastify's router
 * refuse): a JSON error needs no sources at all, so the strictest policy, and the same referrer and
 * sniffing rules as everything else.
 */
export const BARE_REPLY_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Browser security headers on every reply (helmet), tuned to what the built web app does (decision
 * 016): scripts only from our origin, WebAssembly compiled for noise suppression, styles inline too
 * because the toast library injects a <style> element, fetches and the signaling WebSocket to our
 * origin, and no framing. HSTS and upgrade-insecure-requests only when PUBLIC_URL is https: a product
 * reached over plain HTTP (a local network, the test hosts) must keep working.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  // CSP3 lets 'self' match ws:/wss: of our own host; the public origin is named too, for browsers
  // (and proxies rewriting Host) that do not.
  const signaling = config.publicUrl ? [config.publicUrl.replace(/^http/, 'ws')] : [];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...signaling],
        imgSrc: ["'self'", 'blob:', 'data:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Invitation and room links are capabilities: another site must never see them in a Referer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // require-corp would block any cross-origin resource without a CORP header, and nothing here needs
    // cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
