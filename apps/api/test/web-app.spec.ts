import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Controller, Get, type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { WebAppModule } from '#runtime';

// A build as apps/web/vite.config.ts makes it: hashed assets with .br and .gz copies, index.html,
// an unhashed public file without copies, Vite's manifest.
const script = `console.log(${JSON.stringify('a hashed chunk '.repeat(50))});`;
const indexHtml = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
// The visitor's pages that the build draws in advance, in its .visitor folder.
const landingHtml = '<!doctype html><html lang="en"><body><div id="root"><h1>Get your songs heard</h1></div></body></html>';
const searchHtml = '<!doctype html><html lang="en"><body><div id="root"><h1>Search</h1></div></body></html>';
// A signed-in user's page for every path, the loading screen drawn, in its .signed-in folder.
const signedInHtml = '<!doctype html><html lang="en"><body><div id="root" data-loading-screen>Loading…</div></body></html>';
const SIGNED_IN = { cookie: 'theme=dark; vm.signed-in=1' };

@Controller('things')
class ThingsController {
  @Get()
  list(): string[] {
    return ['a thing'];
  }
}

@Module({ controllers: [ThingsController] })
class ApiModule {}

function appModule(webRoot: string) {
  @Module({ imports: [ApiModule, WebAppModule.forRoot(webRoot)] })
  class WebAppTestModule {}
  return WebAppTestModule;
}

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

describe('the built web app, served beside the API', () => {
  let webRoot: string;
  let app: INestApplication;
  let port: number;

  /** Raw bytes, not decoded: the test checks what goes over the wire. */
  const fetchRaw = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'vm-web-app-'));
    mkdirSync(join(webRoot, 'assets'));
    mkdirSync(join(webRoot, '.vite'));
    writeFileSync(join(webRoot, 'index.html'), indexHtml);
    writeFileSync(join(webRoot, 'index.html.br'), brotliCompressSync(indexHtml));
    writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(webRoot, 'assets/app-Ab12Cd34.js'), script);
    writeFileSync(join(webRoot, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(script));
    writeFileSync(join(webRoot, 'assets/app-Ab12Cd34.js.gz'), gzipSync(script));
    writeFileSync(join(webRoot, '.vite/manifest.json'), '{}');
    mkdirSync(join(webRoot, '.visitor'));
    writeFileSync(join(webRoot, '.visitor/index.html'), landingHtml);
    writeFileSync(join(webRoot, '.visitor/index.html.br'), brotliCompressSync(landingHtml));
    writeFileSync(join(webRoot, '.visitor/search.html'), searchHtml);
    mkdirSync(join(webRoot, '.signed-in'));
    writeFileSync(join(webRoot, '.signed-in/index.html'), signedInHtml);
    writeFileSync(join(webRoot, '.signed-in/index.html.br'), brotliCompressSync(signedInHtml));
    app = await NestFactory.create(appModule(webRoot), new FastifyAdapter(), { logger: false, abortOnError: false });
    app.setGlobalPrefix('api');
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const answer = await fetchRaw('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await fetchRaw('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await fetchRaw('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers a HEAD like the GET, without a body', async () => {
    const answer = await fetchRaw('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it.each(['/', '/auth', '/search', '/artist/0b7c7a52-1c1f-4a8e-9a63-5d2b6f0e8a11', '/blog/some-article'])(
    'answers %s with the signed-in page to a signed-in browser, revalidated at every visit',
    async (path) => {
      const answer = await fetchRaw(path, { 'accept-encoding': 'br', ...SIGNED_IN });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/Cookie/i);
      expect(brotliDecompressSync(answer.body).toString()).toBe(signedInHtml);
    },
  );

  it("sends a visitor the landing and search pages drawn in advance, varying with the cookie, and index.html elsewhere", async () => {
    const landing = await fetchRaw('/', { 'accept-encoding': 'br', cookie: 'theme=dark' });
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers.vary).toMatch(/Cookie/i);
    expect(brotliDecompressSync(landing.body).toString()).toBe(landingHtml);

    const search = await fetchRaw('/search');
    expect({ status: search.status, body: search.body.toString() }).toEqual({ status: 200, body: searchHtml });
    // A search with terms shows them: the browser draws it.
    for (const path of ['/search?q=indie', '/search?', '/auth', '/blog']) {
      expect({ path, body: (await fetchRaw(path)).body.toString() }).toEqual({ path, body: indexHtml });
    }
  });

  it('sends an unhashed public file uncompressed when the build has no copy of it, revalidated', async () => {
    const answer = await fetchRaw('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('leaves /api to the API: its routes answer, and an unknown API path is a 404, never index.html', async () => {
    const things = await fetchRaw('/api/things');
    expect(things.status).toBe(200);
    expect(JSON.parse(things.body.toString())).toEqual(['a thing']);

    for (const path of ['/api', '/api/no-such-endpoint', '/api/no/such/endpoint']) {
      const missing = await fetchRaw(path, { accept: 'text/html' });
      expect({ path, status: missing.status, type: missing.headers['content-type'] }).toEqual({ path, status: 404, type: expect.stringMatching(/^application\/json/) });
    }
  });

  it('answers 404 for a missing file, for the build manifest and for other methods, not index.html', async () => {
    for (const [method, path] of [
      ['GET', '/assets/app-Zz99Zz99.js'],
      ['GET', '/robots.txt'],
      ['GET', '/.vite/manifest.json'],
      ['GET', '/.visitor/index.html'],
      ['GET', '/.signed-in/index.html'],
      ['POST', '/auth'],
    ] as const) {
      const answer = await fetchRaw(path, {}, method);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
    }
  });
});
