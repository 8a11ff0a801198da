import { HttpStatus } from '@nestjs/common';
import { DriverException } from '@mikro-orm/core';
import { ClientClosedError } from 'redis';
import { SERVICE_UNAVAILABLE_MESSAGE, toErrorAnswer } from './http-error.filter.js';

/** An error as node-postgres raises it: a message, and the server's SQLSTATE when the server said one. */
const pgError = (message: string, code?: string): Error => Object.assign(new Error(message), code ? { code } : {});

describe('toErrorAnswer for a backing service that went away', () => {
  const unavailable = { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: SERVICE_UNAVAILABLE_MESSAGE }, headers: { 'Retry-After': '5' } };

  it.each([
    ['a connection the server cut', pgError('Connection terminated unexpectedly')],
    ['an administrator terminating the backend (57P01)', pgError('terminating connection due to administrator command', '57P01')],
    ['a server that is starting (57P03)', pgError('the database system is starting up', '57P03')],
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ["MikroORM's wrapping of a cut connection", new DriverException(pgError('Connection terminated unexpectedly'))],
    ['a cause two levels down', new Error('batch failed', { cause: new Error('query failed', { cause: pgError('x', '08006') }) })],
    ['a closed Redis client', new ClientClosedError()],
  ])('answers 503 with Retry-After for %s', (_case, error) => {
    expect(toErrorAnswer(error)).toEqual(unavailable);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a value that is no error', 'Connection terminated unexpectedly'],
  ])('leaves %s to the 500 answer', (_case, error) => {
    expect(toErrorAnswer(error)).toBeNull();
  });
});
