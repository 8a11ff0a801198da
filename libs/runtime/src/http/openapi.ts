import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '#platform';

/** The methods the API's operations use: the keys of an OpenAPI path item that hold them. */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The OpenAPI document of the whole API; the web client's endpoints are generated from it. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('VibeMatch API')
    .setDescription('Artists, curators, playlists and VibeCoins. Errors are always JSON {"message": "..."}.')
    .setVersion('0.1.0')
    .addCookieAuth(SESSION_COOKIE)
    // The API is served with the web app, on the same origin: paths are relative to wherever it runs.
    .addServer('/', 'This VibeMatch server')
    .build();
  // One controller per use case: its name (without "Controller") names the operation, and so the
  // generated client hook (RegisterController → register → useRegisterMutation).
  const operationIdFactory = (controller: string): string =>
    controller.replace(/Controller$/, '').replace(/^./, (c) => c.toLowerCase());
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory });
  return nullableReferencesAdmitNull(markPublicOperations(document));
}

/**
 * Nest writes a nullable object property (`@ApiProperty({ type: X, nullable: true })`) as
 * `{nullable, type: 'object', allOf: [X]}`, which admits no null: OpenAPI 3.0's `nullable` adds
 * null to the `type` beside it, and the `allOf` still wants an X, so validators (and a validating
 * proxy) refuse the nulls the app sends. Written as OpenAPI 3.0.3 advises instead: one of X or
 * null (`enum: [null]`), each beside a `type` as linters ask.
 */
function nullableReferencesAdmitNull(document: OpenAPIObject): OpenAPIObject {
  for (const schema of Object.values(document.components?.schemas ?? {})) {
    for (const property of Object.values(('properties' in schema ? schema.properties : undefined) ?? {})) {
      if (!('nullable' in property) || property.nullable !== true || property.allOf?.length !== 1) continue;
      property.oneOf = [...property.allOf, { type: 'object', nullable: true, enum: [null] }];
      delete property.allOf;
    }
  }
  return document;
}

/**
 * An operation that names no session requirement (no `@ApiCookieAuth`) is open to visitors: the
 * document says so (`security: []`), as OpenAPI linters ask, rather than leave it unsaid. The
 * authorization matrix test checks that exactly these operations answer visitors without a 401.
 */
function markPublicOperations(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = path[method];
      if (operation) operation.security ??= [];
    }
  }
  return document;
}

/**
 * The document of the app as configured, built in Nest's preview mode: the module graph and
 * routes without any provider created, so no database or Redis is needed.
 */
export async function buildOpenApiDocumentOffline(): Promise<OpenAPIObject> {
  const { NestFactory } = await import('@nestjs/core');
  const { loadAppConfig } = await import('../modules.js');
  const { AppModule } = await import('./app.module.js');
  const module = AppModule.forRoot({ config: loadAppConfig({ LOG_LEVEL: 'silent' }), databaseUrl: 'postgres://offline@127.0.0.1/offline', webRoot: null });
  const app = await NestFactory.create(module, { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix('api');
  return buildOpenApiDocument(app);
}
