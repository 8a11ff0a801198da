import type { Request, RequestHandler, Response } from 'express';
import { sessionsOnDemand } from './sessions-on-demand.js';

const requestWith = (cookie?: string): Request => ({ headers: cookie === undefined ? {} : { cookie } }) as Request;
const response = {} as Response;

/** Handlers that record their names as they run, the last one optionally failing. */
function recording(failWith?: Error): { ran: string[]; handlers: RequestHandler[] } {
  const ran: string[] = [];
  const step = (name: string, error?: Error): RequestHandler => (_request, _response, next) => {
    ran.push(name);
    next(error);
  };
  return { ran, handlers: [step('session'), step('lifetime'), step('passport', failWith)] };
}

const run = (middleware: RequestHandler, request: Request): Promise<unknown> =>
  new Promise((resolve) => middleware(request, response, (error?: unknown) => resolve(error)));

describe('sessionsOnDemand', () => {
  it('loads the session (every handler, in order) for a request that carries the session cookie', async () => {
    const { ran, handlers } = recording();
    const request = requestWith('theme=dark; vm.sid=s%3Aabc.def');
    await expect(run(sessionsOnDemand('vm.sid', handlers), request)).resolves.toBeUndefined();
    expect(ran).toEqual(['session', 'lifetime', 'passport']);
    expect(request.openSession).toBeUndefined();
  });

  it.each([undefined, '', 'theme=dark', 'xvm.sid=abc', 'vm.sidx=abc', 'vmXsid=abc'])(
    'skips it for a request without the cookie (%j), until a sign-in opens one',
    async (cookie) => {
      const { ran, handlers } = recording();
      const request = requestWith(cookie);
      await expect(run(sessionsOnDemand('vm.sid', handlers), request)).resolves.toBeUndefined();
      expect(ran).toEqual([]);
      await request.openSession?.();
      expect(ran).toEqual(['session', 'lifetime', 'passport']);
    },
  );

  it('stops at a failing handler and hands its error on, loaded now or on demand', async () => {
    const failure = new Error('Redis is down');
    const loaded = recording(failure);
    await expect(run(sessionsOnDemand('vm.sid', loaded.handlers), requestWith('vm.sid=abc'))).resolves.toBe(failure);
    const onDemand = recording(failure);
    const request = requestWith();
    await run(sessionsOnDemand('vm.sid', onDemand.handlers), request);
    await expect(request.openSession?.()).rejects.toBe(failure);
  });
});
