import { randomUUID } from 'node:crypto';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocumentOffline } from '../src/openapi.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Whatever a client sends, the API answers below 500: every operation of the OpenAPI document,
 * signed in and not, with bodies of every wrong shape and path parameters of every wrong kind.
 */
const JUNK_BODIES: readonly unknown[] = [
  undefined,
  null,
  {},
  [],
  'text',
  42,
  true,
  { a: { b: { c: { d: [1, { e: null }] } } } },
  { email: { $ne: 1 }, password: ['x'], role: 7, page: null, referrer: 5, displayName: {}, bio: [] },
  { email: 'nul\u0000@example.com', password: 'pass\u0000word', firstName: '\u0000', lastName: 'x', role: 'artist' },
  { page: '/\u0000', referrer: '\u0000' },
  { displayName: '\u0000\u0000', bio: 'bio with a nul \u0000 in it' },
  { email: `${'a'.repeat(5000)}@example.com`, password: 'p'.repeat(5000), firstName: '𝄞'.repeat(300), lastName: '\uD800', role: 'curator' },
  { currentPassword: 123, newPassword: null, role: ['artist'], status: {}, isActive: 'yes' },
  // Valid but for one text field, so that the text reaches past validation to storage.
  { email: `ok-${randomUUID()}@example.com`, password: 'secret1', firstName: 'Ana', lastName: 'lone \uD800 surrogate', role: 'artist' },
  { email: `ok-${randomUUID()}@example.com`, password: 'secret1', firstName: 'Ana\u0000', lastName: 'Lee', role: 'artist' },
  { displayName: 'Night \uDC00 Owl', bio: 'Mellow indie for late nights.' },
  { page: '/ok\uD83D', referrer: '/' },
];
const RAW_BODIES: readonly [string, string][] = [
  ['application/json', '{"email": '],
  ['application/json', '\u0000'],
  ['application/json', '{"__proto__": {"admin": true}}'],
  ['text/plain', 'just text'],
  ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x&role[]=artist'],
];
const PATH_VALUES = ['x', randomUUID(), '00000000-0000-0000-0000-000000000000', '%00', "'; drop table users; --", 'a'.repeat(2000)];

interface Operation {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
}

function operations(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).filter((m) => item[m]).map((method) => ({ method, path })),
  );
}

const concretePaths = (path: string): string[] =>
  path.includes('{') ? PATH_VALUES.map((v) => path.replace(/\{[^}]+\}/g, encodeURIComponent(v))) : [path];

let t: TestApp;
let document: OpenAPIObject;
beforeAll(async () => {
  t = await createTestApp();
  document = await buildOpenApiDocumentOffline();
});
afterAll(async () => {
  await t.close();
});

async function signedInAgent(role: 'artist' | 'curator') {
  const agent = t.agent();
  await agent.post('/api/auth/register').send({ email: `fuzz-${randomUUID()}@example.com`, password: 'secret1', firstName: 'F', lastName: 'Z', role }).expect(201);
  return agent;
}

it.each(['anonymous', 'artist', 'curator'] as const)('answers every operation below 500 for junk input (%s)', async (who) => {
  const failures: string[] = [];
  for (const { method, path } of operations(document)) {
    for (const url of concretePaths(path)) {
      const agent = who === 'anonymous' ? t.agent() : await signedInAgent(who);
      for (const body of JUNK_BODIES) {
        const request = agent[method](url);
        const response = body === undefined ? await request : await request.set('Content-Type', 'application/json').send(JSON.stringify(body));
        if (response.status >= 500) failures.push(`${method.toUpperCase()} ${url} ${JSON.stringify(body)?.slice(0, 80)} → ${response.status}`);
        else if (response.status >= 400) expect(typeof response.body.message).toBe('string');
      }
      for (const [type, raw] of RAW_BODIES) {
        const response = await agent[method](url).set('Content-Type', type).send(raw);
        if (response.status >= 500) failures.push(`${method.toUpperCase()} ${url} ${type} ${raw.slice(0, 40)} → ${response.status}`);
      }
    }
  }
  expect(failures).toEqual([]);
}, 120_000);
