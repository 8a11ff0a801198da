import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocumentOffline, REQUEST_LIMITS_FILE, requestLimitsModule } from '#runtime';

const repo = resolve(import.meta.dirname, '../../..');
const web = join(repo, 'apps/web');
const HOW_TO_FIX = 'The web client is stale: run `npm run api:generate` and commit the result.';

/** The generated files named by the codegen config, relative to apps/web. */
function generatedFiles(): string[] {
  const config = createRequire(import.meta.url)(join(web, 'openapi-config.cjs')) as { outputFiles: Record<string, unknown> };
  return Object.keys(config.outputFiles);
}

describe('the web client generated from the OpenAPI document', () => {
  const work = mkdtempSync(join(tmpdir(), 'vm-codegen-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is built from the current API: the committed openapi.json matches the app', async () => {
    const current = `${JSON.stringify(await buildOpenApiDocumentOffline(), null, 2)}\n`;
    const committed = readFileSync(join(web, 'src/api/openapi.json'), 'utf8');
    expect({ fresh: committed === current, hint: HOW_TO_FIX }).toEqual({ fresh: true, hint: HOW_TO_FIX });
  });

  it("has the request limits its forms check written from that document (a form refuses what the server would)", () => {
    const document = JSON.parse(readFileSync(join(web, 'src/api/openapi.json'), 'utf8')) as OpenAPIObject;
    const fresh = readFileSync(join(repo, REQUEST_LIMITS_FILE), 'utf8') === requestLimitsModule(document);
    expect({ file: REQUEST_LIMITS_FILE, fresh, hint: HOW_TO_FIX }).toEqual({ file: REQUEST_LIMITS_FILE, fresh: true, hint: HOW_TO_FIX });
  });

  it('has every generated endpoint file as the codegen writes it now', () => {
    // The codegen resolves its paths from its config's folder: run it in a copy of that folder.
    for (const file of ['openapi-config.cjs', 'src/api/openapi.json', 'src/api/base-api.ts']) {
      mkdirSync(dirname(join(work, file)), { recursive: true });
      copyFileSync(join(web, file), join(work, file));
    }
    for (const file of generatedFiles()) {
      mkdirSync(dirname(join(work, file)), { recursive: true });
      writeFileSync(join(work, file), '');
    }
    execFileSync(join(repo, 'node_modules/.bin/rtk-query-codegen-openapi'), [join(work, 'openapi-config.cjs')], { cwd: work, stdio: 'pipe' });
    for (const file of generatedFiles()) {
      const fresh = readFileSync(join(work, file), 'utf8') === readFileSync(join(web, file), 'utf8');
      expect({ file, fresh, hint: HOW_TO_FIX }).toEqual({ file, fresh: true, hint: HOW_TO_FIX });
    }
  });
});
