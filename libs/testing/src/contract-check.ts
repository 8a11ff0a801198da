import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import validatorPackage from 'openapi-response-validator';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * The OpenAPI document as committed for the web client; web-client-freshness.spec.ts checks that
 * it is the app's own, so checking answers against it checks them against the app's contract.
 */
const DOCUMENT_PATH = resolve(process.cwd(), 'apps/web/src/api/openapi.json');

/**
 * Answers any operation may give besides those it declares, always as an error body: a body that
 * is not JSON or a malformed parameter (400, from the parser before any handler), a cross-site or
 * non-JSON write refused before routing (403, 415), a body too large (413), a rate limit (429), a
 * backing service briefly away (503).
 */
const CROSS_CUTTING = ['400', '403', '413', '415', '429', '503'];

// A CommonJS package: its class is the `default` of what it exports.
const OpenAPIResponseValidator = validatorPackage.default;

type Validate = (status: number, body: unknown) => string | null;

let document: OpenAPIV3.Document | undefined;
const validators = new Map<string, Validate | null>();

function validatorFor(method: string, routePattern: string): Validate | null {
  const key = `${method} ${routePattern}`;
  if (!validators.has(key)) validators.set(key, buildValidator(method, routePattern));
  return validators.get(key) ?? null;
}

/** Null for a route the document does not describe (the web app's files, the docs, the queue dashboard). */
function buildValidator(method: string, routePattern: string): Validate | null {
  document ??= JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as OpenAPIV3.Document;
  const path = routePattern.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[method.toLowerCase() as OpenAPIV3.HttpMethods];
  if (!operation) return null;
  const responses = operation.responses as Record<string, OpenAPIV3.ResponseObject>;
  const schemas = Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, { schema: response.content?.['application/json']?.schema ?? {} }]));
  const errorBody = { schema: { $ref: '#/components/schemas/ErrorBody' } };
  for (const status of CROSS_CUTTING) schemas[status] ??= errorBody;
  const validator = new OpenAPIResponseValidator({ responses: schemas as never, components: document.components });
  return (status, body) => {
    if (!(String(status) in schemas)) return `answered ${status}, which it does not declare (${Object.keys(responses).join(', ')})`;
    const failure = validator.validateResponse(status, body);
    return failure ? `${failure.message}: ${JSON.stringify(failure.errors)}` : null;
  };
}

const jsonOf = (payload: unknown, reply: FastifyReply): unknown => {
  const type = String(reply.getHeader('content-type') ?? '');
  return typeof payload === 'string' && type.includes('application/json') ? (JSON.parse(payload) as unknown) : undefined;
};

/**
 * Every answer of a test app is checked against the OpenAPI document (issue 22): a documented
 * operation answers a status it declares (or a cross-cutting refusal), with a JSON body its
 * schema admits. An answer that breaks it is turned into a 500 that says how, so that the test
 * which asked fails on that very request.
 */
export function checkAnswersAgainstContract(app: NestFastifyApplication): void {
  app.getHttpAdapter().getInstance().addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const validate = validatorFor(request.method, request.routeOptions.url ?? '');
    const problem = validate?.(reply.statusCode, jsonOf(payload, reply));
    if (!problem) return payload;
    const message = `The answer to ${request.method} ${request.url} breaks the OpenAPI document: ${problem}`;
    // Also said on stderr: a test that expects a status shows the 500, not its body.
    process.stderr.write(`${message}\n`);
    reply.code(500).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ message });
  });
}
