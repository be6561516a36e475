import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOtpBodySchema } from '@vm/contracts';
import { buildApp } from '../src/app';
import { operatorHeaders, tempDir, testConfig } from './support/test-config';

/** The API conventions (docs/product.md, 'API conventions'), checked through app.inject. */
describe('HTTP conventions', () => {
  const data = tempDir();
  let app: FastifyInstance;

  beforeAll(async () => {
    const dist = path.join(data.dir, 'web');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);\n'.repeat(200));
    // A build's brotli copy of a file (apps/web's build writes one): its own content, so the test can
    // tell it from compressing the file on the fly.
    fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js'), 'console.log(2);\n'.repeat(200));
    fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync('/* the build copy */'));
    app = await buildApp({ config: testConfig(data.dir, { WEB_DIST_DIR: dist }), logger: false });
    // Two probe routes that exercise the central error handler the way real routes will.
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/VideoMeeting/test/echo', { schema: { body: sendOtpBodySchema } }, async (request) => ({
        success: true,
        message: 'OK',
        data: request.body,
        errors: [],
      }));
    app.get('/api/VideoMeeting/test/boom', async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    data.remove();
  });

  it('answers health with the envelope, the database status, the version and each part', async () => {
    const reply = await app.inject({ url: '/api/VideoMeeting/health', headers: operatorHeaders });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ success: true, errors: [], data: { database: { status: 'ok', dialect: 'sqlite' } } });
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.data.parts.mail.status).toBe('ready');
  });

  it('maps validation errors to 400 with the field list', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/VideoMeeting/test/echo', payload: { email: 'nope' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      message: 'Please enter a valid email address',
      code: 'VALIDATION_FAILED',
      data: null,
      errors: [{ field: 'email', message: 'Please enter a valid email address', code: 'INVALID_EMAIL' }],
    });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/VideoMeeting/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, data: null, errors: [{ field: 'general' }] });
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    const reply = await app.inject('/api/VideoMeeting/does-not-exist');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, data: null, errors: [{ field: 'general' }] });
  });

  it('hides internals on 5xx', async () => {
    const reply = await app.inject('/api/VideoMeeting/test/boom');
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('hunter2');
    expect(reply.json()).toMatchObject({ success: false, message: 'An unexpected error occurred', data: null });
  });

  it('serves the SPA for page paths, assets with long caching, and 404 for missing files', async () => {
    const page = await app.inject('/dashboard/anything?x=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/missing-1.js')).statusCode).toBe(404);
    const gzipped = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('sends the build’s compressed copy of an asset as it is, not compressing the file again', async () => {
    const reply = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toBe('/* the build copy */');
    const plain = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log(2)');
  });

  it('publishes the OpenAPI description generated from the contracts', async () => {
    const reply = await app.inject('/api/VideoMeeting/openapi.json');
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/VideoMeeting/health'].get).toBeDefined();
    expect(doc.paths['/api/VideoMeeting/test/echo'].post.requestBody).toBeDefined();
  });
});
