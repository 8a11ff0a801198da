// Writes the API's OpenAPI document (default: apps/web/src/api/openapi.json) for the web client's
// generated endpoints, and the web app's request limits from it; `npm run api:generate` then runs
// the codegen on it.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocumentOffline, REQUEST_LIMITS_FILE, requestLimitsModule } from '#runtime';

const target = process.argv[2] ?? 'apps/web/src/api/openapi.json';
const document = await buildOpenApiDocumentOffline();
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${target}: ${Object.keys(document.paths).length} paths`);
writeFileSync(REQUEST_LIMITS_FILE, requestLimitsModule(document));
console.log(`Wrote ${REQUEST_LIMITS_FILE}`);
