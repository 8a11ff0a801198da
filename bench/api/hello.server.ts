/**
 * A bare NestJS app answering "Hello World!": on Fastify, the adapter the app runs on (decision
 * 0017), the ceiling the real app is measured against; with the argument `express`, on NestJS's
 * default adapter, for comparison.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { serveForParent } from '../shared/child-server.js';

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
  const app = process.argv.includes('express')
    ? await NestFactory.create(HelloModule, { logger: false })
    : await NestFactory.create(HelloModule, new FastifyAdapter(), { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { info: { url: `http://127.0.0.1:${port}` }, stop: () => app.close() };
});
