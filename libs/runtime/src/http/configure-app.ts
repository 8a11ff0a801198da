import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { RedisStore } from 'connect-redis';
import express, { type RequestHandler } from 'express';
import session from 'express-session';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, applySessionLifetime, createValidationPipe, REDIS_CLIENT, SESSION_COOKIE, type SessionUser, sessionsOnDemand } from '#platform';
import { rawBodyRoutes } from '../modules.js';
import { buildOpenApiDocument } from './openapi.js';
import { mountQueueDashboard } from './queue-dashboard/queue-dashboard.js';
import { refuseCrossSiteRequests, requireJsonBodies } from './security/cross-site-requests.js';
import { answerMalformedRequestsWithJson } from './security/malformed-requests.js';
import { securityHeaders } from './security/security-headers.js';

// Passport keeps only the user id in the session; handlers read everything else fresh.
passport.serializeUser((user, done) => done(null, (user as SessionUser).id));
passport.deserializeUser((id: string, done) => done(null, { id } satisfies SessionUser));

/** Everything an app instance needs around its modules: prefix, sessions, validation, docs. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  const redis = app.get<RedisClientType>(REDIS_CLIENT);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  answerMalformedRequestsWithJson(app.getHttpServer());
  useProxyTrust(app, config);
  app.disable('x-powered-by');
  useRequestShields(app, config);
  // A webhook's signature covers its exact bytes: its route gets them unparsed (the JSON parser then skips it).
  for (const route of rawBodyRoutes) app.use(route, express.raw({ type: 'application/json', limit: '100kb' }));
  app.useBodyParser('json', { limit: '100kb' });
  app.use(passport.initialize());
  app.use(sessionsOnDemand(SESSION_COOKIE, [sessionStore(config, redis), applySessionLifetime(config.session), passport.session()]));
  mountQueueDashboard(app);
  app.useGlobalPipes(createValidationPipe());
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}

/** Sessions in Redis, their cookie named SESSION_COOKIE. */
function sessionStore(config: AppConfig, redis: RedisClientType): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    // No touch and no rolling: applySessionLifetime() slides the idle timeout, without a Redis write per request.
    store: new RedisStore({ client: redis, prefix: `${config.redisPrefix}:sess:`, disableTouch: true }),
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: Math.min(config.session.idleTimeoutSeconds, config.session.maxAgeSeconds) * 1000 },
  });
}

/**
 * Whose X-Forwarded-For and X-Forwarded-Proto to believe (client address for the rate limits,
 * HTTPS for the Secure cookie): only the proxies TRUST_PROXY names. Off by default, because a
 * client talking to the app directly could otherwise claim any address and escape every limit.
 */
function useProxyTrust(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
}

/** Security headers on every answer; cross-site and non-JSON writes refused before any parsing or session. */
function useRequestShields(app: NestExpressApplication, config: AppConfig): void {
  app.use(securityHeaders(config.publicUrl));
  app.use(refuseCrossSiteRequests(config.publicUrl));
  app.use(requireJsonBodies());
}
