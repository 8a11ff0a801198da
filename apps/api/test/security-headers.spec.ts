import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '#testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const directivesOf = (policy: string): Record<string, string> =>
  Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows the app, its API and the three music players only (YouTube without cookies)', async () => {
    const response = await t.agent().get('/api/health').expect(200);
    expect(directivesOf(response.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' https: data:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'frame-src': 'https://open.spotify.com https://www.youtube-nocookie.com https://w.soundcloud.com',
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
  });

  it('sends nosniff, frame denial and the referrer policy; no HSTS over http', async () => {
    const response = await t.agent().get('/api/auth/user').expect(401);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives the API docs a policy of their own, without frames', async () => {
    const response = await t.agent().get('/api/docs').expect(200);
    const directives = directivesOf(response.headers['content-security-policy']);
    expect(directives['frame-src']).toBe("'none'");
    expect(directives['script-src']).toBe("'self'");
  });
});

describe('security headers behind HTTPS', () => {
  it('adds HSTS and upgrades insecure requests when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://vibematch.example' } });
    try {
      const response = await https.agent().get('/api/health').expect(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directivesOf(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests', '');
    } finally {
      await https.close();
    }
  });
});

describe('security headers of a served web build', () => {
  it("allows the inline first script of the build's pages by its hash, and no other inline script", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'vm-csp-'));
    const firstScript = 'requestAnimationFrame(()=>import("/assets/app.js"));';
    mkdirSync(join(webRoot, '.signed-in'));
    writeFileSync(join(webRoot, 'index.html'), '<html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(join(webRoot, '.signed-in/index.html'), `<html><head><script type="module">${firstScript}</script></head><body></body></html>`);
    const app = await createTestApp({ webRoot });
    try {
      const page = await app.agent().get('/').set('cookie', 'vm.signed-in=1').expect(200);
      const hash = createHash('sha256').update(firstScript).digest('base64');
      expect(page.text).toContain(firstScript);
      expect(directivesOf(page.headers['content-security-policy'])['script-src']).toBe(`'self' 'sha256-${hash}'`);
    } finally {
      await app.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
