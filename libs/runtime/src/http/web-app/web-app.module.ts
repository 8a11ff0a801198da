import { type DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { serveWebApp } from './serve-web-app.js';

const WEB_ROOT = Symbol('WEB_ROOT');

/** Serves the built web app (apps/web/dist) beside the API: see serveWebApp. */
@Module({})
export class WebAppModule implements OnModuleInit {
  static forRoot(webRoot: string): DynamicModule {
    return { module: WebAppModule, providers: [{ provide: WEB_ROOT, useValue: webRoot }] };
  }

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_ROOT) private readonly webRoot: string,
  ) {}

  // Fastify routes the most specific path first, so the API's routes come before the web app's
  // catch-all whatever the order they are added in; what neither answers gets Nest's 404.
  onModuleInit(): void {
    serveWebApp(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), this.webRoot);
  }
}
