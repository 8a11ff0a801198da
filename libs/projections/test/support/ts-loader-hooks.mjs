// Node module hooks that let a child process run this repository's TypeScript directly, the way
// Jest does: SWC with the repository's .swcrc, `#name` imports mapped to libs/<name>/src/index.ts,
// and relative `.js` specifiers resolved to their `.ts` sources.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const root = new URL('../../../../', import.meta.url);
const swcrc = JSON.parse(readFileSync(new URL('.swcrc', root), 'utf8'));
delete swcrc.$schema;

export async function resolve(specifier, context, nextResolve) {
  const alias = /^#([a-z-]+)$/.exec(specifier);
  if (alias) return { url: new URL(`libs/${alias[1]}/src/index.ts`, root).href, shortCircuit: true };
  if (/^\.\.?\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const source = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcrc, filename, sourceMaps: 'inline' });
  return { format: 'module', source: code, shortCircuit: true };
}
