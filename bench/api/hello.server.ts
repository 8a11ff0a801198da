/**
 * A bare NestJS app answering "Hello World!": on Express (the default), the ceiling the issue
 * measures the real app against; with the argument `fastify`, on the adapter the app runs on.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
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
  const app = process.argv.includes('fastify')
    ? await NestFactory.create(HelloModule, new FastifyAdapter(), { logger: false })
    : await NestFactory.create(HelloModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { info: { url: `http://127.0.0.1:${port}` }, stop: () => app.close() };
});
