import fc from 'fast-check';
import { junkValue, nastyText, rawBody, withOneBrokenField } from './junk.js';
import type { Operation, OperationParameter } from './openapi-operations.js';
import { schemaArbitrary, type SchemaArbitraryOptions } from './schema-arbitrary.js';

export type FuzzBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'raw'; readonly contentType: string; readonly text: string };

export interface FuzzRequest {
  /** Path with its parameters filled in, and the query string. */
  readonly url: string;
  readonly body: FuzzBody;
  /** The declared request headers sent (an Idempotency-Key, say); sometimes left out. */
  readonly headers: Readonly<Record<string, string>>;
}

export interface RequestArbitraryOptions extends SchemaArbitraryOptions {
  /** Query parameter names worth trying on any operation besides the declared ones. */
  readonly extraQueryNames: readonly string[];
}

/**
 * encodeURIComponent, also for text with lone surrogates (UTF-8 cannot carry them: they go as
 * U+FFFD; the raw junk below sends their bytes escaped).
 */
const percentEncode = (text: string): string => encodeURIComponent(text.toWellFormed());

/** Path segments that are not ids: wrong kinds, and percent-escapes that do not decode (sent as they are). */
const junkPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.oneof(nastyText, fc.string({ unit: 'binary', minLength: 1 })).map(percentEncode),
  fc.constantFrom('%00', '%', '%E0%A4%A', '%ED%A0%80', '..', '%2e%2e%2f', 'x'.repeat(2000)),
);

function pathSegment(parameter: OperationParameter, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  const hinted = options.hints(parameter.name);
  return fc.oneof(
    { weight: hinted ? 8 : 0, arbitrary: (hinted ?? fc.constant('')).map((value) => percentEncode(String(value))) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: junkPathSegment },
  );
}

const queryText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function queryString(operation: Operation, options: RequestArbitraryOptions): fc.Arbitrary<string> {
  const declared: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of operation.queryParameters) {
    declared[parameter.name] = fc
      .oneof({ weight: 5, arbitrary: schemaArbitrary(parameter.schema, options, parameter.name) }, { weight: 1, arbitrary: junkValue })
      .map(queryText);
  }
  const required = operation.queryParameters.filter((p) => p.required).map((p) => p.name);
  const declaredPairs = fc
    .oneof({ weight: 9, arbitrary: fc.record(declared, { requiredKeys: required }) }, { weight: 1, arbitrary: fc.constant({}) })
    .map((values) => Object.entries(values));
  const names = fc.constantFrom(...options.extraQueryNames, 'a[b]', 'x[]', '__proto__', 'constructor[prototype][isAdmin]', '');
  const extraPairs = fc.oneof(
    { weight: 3, arbitrary: fc.constant<[string, string][]>([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(names, fc.oneof(fc.string(), nastyText)), { minLength: 1, maxLength: 3 }) },
  );
  // Sent as they are: malformed escapes, deep brackets, repeated keys.
  const rawTail = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', 'x=%ED%A0%80', 'a[b][c][d][e][f][g][h][i][j][k][l]=1', 'userId[]=1&userId[]=2', 'artistUrl[x]=y', '&&=&') },
  );
  return fc.tuple(declaredPairs, extraPairs, rawTail).map(([pairs, extra, tail]) =>
    [...[...pairs, ...extra].map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`), ...(tail ? [tail] : [])].join('&'),
  );
}

/** Declared headers: hinted or schema-shaped values, junk header-safe text, or left out. */
function headerValues(operation: Operation, options: SchemaArbitraryOptions): fc.Arbitrary<Record<string, string>> {
  const declared: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of operation.headerParameters) {
    const shaped = options.hints(parameter.name) ?? schemaArbitrary(parameter.schema, options, parameter.name);
    declared[parameter.name] = fc.oneof({ weight: 6, arbitrary: shaped.map(String) }, { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'abc-_ 09=;,') }) });
  }
  return fc.record(declared, { requiredKeys: [] }).map((values) => Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)));
}

function bodyArbitrary(operation: Operation, options: SchemaArbitraryOptions): fc.Arbitrary<FuzzBody> {
  const none = fc.constant<FuzzBody>({ kind: 'none' });
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): FuzzBody => ({ kind: 'json', value: v }));
  const raw = (valid: fc.Arbitrary<unknown>) => rawBody(valid).map((r): FuzzBody => ({ kind: 'raw', ...r }));
  if (operation.body === null) {
    return fc.oneof({ weight: 6, arbitrary: none }, { weight: 1, arbitrary: json(junkValue) }, { weight: 1, arbitrary: raw(junkValue) });
  }
  // Mostly valid-shaped, so that most requests reach the handler and its rules; the rest junk.
  const valid = schemaArbitrary(operation.body, options);
  return fc.oneof(
    { weight: 9, arbitrary: json(valid) },
    { weight: 2, arbitrary: json(withOneBrokenField(valid)) },
    { weight: 1, arbitrary: json(junkValue) },
    { weight: 1, arbitrary: raw(valid) },
    { weight: 1, arbitrary: none },
  );
}

/** Requests to one operation: path ids, query string and body, each from valid-shaped to junk. */
export function requestArbitrary(operation: Operation, options: RequestArbitraryOptions): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...operation.pathParameters.map((p) => pathSegment(p, options)));
  const parts = fc.tuple(segments, queryString(operation, options), bodyArbitrary(operation, options), headerValues(operation, options));
  return parts.map(([values, query, body, headers]) => {
    let path = operation.path;
    operation.pathParameters.forEach((parameter, i) => {
      path = path.replace(`{${parameter.name}}`, values[i]);
    });
    return { url: query ? `${path}?${query}` : path, body, headers };
  });
}

/** A request in a line, for failure messages. */
export function describeRequest(operation: Operation, request: FuzzRequest): string {
  const body =
    request.body.kind === 'none' ? '' : request.body.kind === 'json' ? JSON.stringify(request.body.value) ?? '' : `${request.body.contentType} ${request.body.text}`;
  return `${operation.method.toUpperCase()} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers)} ${body.slice(0, 200)}`;
}
