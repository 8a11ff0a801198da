import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, createValidationPipe, REDIS_CLIENT, SESSION_COOKIE, type SessionUser, slideSessions } from '#platform';
import { buildOpenApiDocument } from './openapi.js';

const SESSION_DAYS = 14;

// Passport keeps only the user id in the session; handlers read everything else fresh.
passport.serializeUser((user, done) => done(null, (user as SessionUser).id));
passport.deserializeUser((id: string, done) => done(null, { id } satisfies SessionUser));

/** Everything an app instance needs around its modules: prefix, sessions, validation, docs. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  const redis = app.get<RedisClientType>(REDIS_CLIENT);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  // Behind a proxy (HTTPS terminated there) the cookie is still marked Secure.
  app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '100kb' });
  app.use(
    session({
      name: SESSION_COOKIE,
      // No touch and no rolling: slideSessions() slides the idle timeout, without a Redis write per request.
      store: new RedisStore({ client: redis, prefix: `${config.redisPrefix}:sess:`, disableTouch: true }),
      secret: config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_DAYS * 24 * 3600 * 1000 },
    }),
  );
  app.use(slideSessions());
  app.use(passport.initialize());
  app.use(passport.session());
  app.useGlobalPipes(createValidationPipe());
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}
