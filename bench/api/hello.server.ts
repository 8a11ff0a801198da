/** A bare NestJS app on Express answering "Hello World!": the ceiling the real app is measured against. */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { serveForParent } from './child-server.js';

@Controller()
class HelloController {
  @Get()
  hello(): string {
    return 'Hello World!';
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

export interface HelloInfo {
  readonly url: string;
}

await serveForParent<HelloInfo>(async () => {
  const app = await NestFactory.create<NestExpressApplication>(HelloModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { info: { url: `http://127.0.0.1:${port}` }, stop: () => app.close() };
});
