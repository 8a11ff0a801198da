import fastifyCookie from '@fastify/cookie';
import type { DynamicModule, NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { type AppConfig, APP_CONFIG, createValidationPipe, Sessions } from '#platform';
import { AppMetrics } from '../metrics/app-metrics.js';
import { recordHttpMetrics } from '../metrics/http-metrics.js';
import { buildOpenApiDocument } from './openapi.js';
import { mountQueueDashboard } from './queue-dashboard/queue-dashboard.js';
import { refuseCrossSiteRequests, requireJsonBodies } from './security/cross-site-requests.js';
import { answerMalformedRequestWithJson } from './security/malformed-requests.js';
import { securityHeaders } from './security/security-headers.js';
import { INLINE_SCRIPT_SOURCES } from './web-app/inline-scripts.js';

/** The largest request body accepted (JSON of every route; a webhook's too). */
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Fastify as the HTTP server (docs/decisions/0017): whose X-Forwarded-For and X-Forwarded-Proto to
 * believe (client address for the rate limits, HTTPS for the Secure cookie) is only the proxies
 * TRUST_PROXY names. Off by default, because a client talking to the app directly could otherwise
 * claim any address and escape every limit.
 */
function httpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler: answerMalformedRequestWithJson,
    routerOptions: { ignoreTrailingSlash: true },
  });
}

/** TRUST_PROXY for Fastify: a number counts the hops to trust from the app outwards (as it did on Express). */
function trustedProxies(setting: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return [...setting];
}

/**
 * The API app of `module`, configured and initialised (not listening). Every route keeps its raw
 * body beside the parsed one: a webhook's signature covers its exact bytes.
 */
export async function createHttpApp(
  module: DynamicModule,
  config: AppConfig,
  options: NestApplicationOptions = {},
  /** Hooks of the caller's own (the test app's contract check), added before the server is ready. */
  extend: (app: NestFastifyApplication) => void = () => undefined,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(module, httpAdapter(config), { rawBody: true, ...options });
  await configureApp(app);
  extend(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Everything an app instance needs around its modules: prefix, request shields, sessions, validation, docs. */
async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  const fastify = app.getHttpAdapter().getInstance();
  if (config.metrics) recordHttpMetrics(fastify, app.get(AppMetrics));
  useRequestShields(fastify, config, app.get<string[]>(INLINE_SCRIPT_SOURCES));
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  useSessions(fastify, app.get(Sessions));
  await mountQueueDashboard(app);
  app.useGlobalPipes(createValidationPipe());
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}

/** Security headers on every answer; cross-site and non-JSON writes refused before any parsing or session. */
function useRequestShields(fastify: FastifyInstance, config: AppConfig, inlineScripts: readonly string[]): void {
  fastify.addHook('onRequest', securityHeaders(config.publicUrl, inlineScripts));
  fastify.addHook('onRequest', refuseCrossSiteRequests(config.publicUrl));
  fastify.addHook('onRequest', requireJsonBodies());
}

/** Who is signed in, for the API's routes (the web app's files need no session). */
function useSessions(fastify: FastifyInstance, sessions: Sessions): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) await sessions.load(request, reply);
  });
}
