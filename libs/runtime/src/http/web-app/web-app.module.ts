import { type DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
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

  // Nest calls this after it has registered the API's routes and before its 404 handler, so the
  // API's routes come first and what neither answers gets Nest's 404.
  onModuleInit(): void {
    this.adapterHost.httpAdapter.use(serveWebApp(this.webRoot));
  }
}
