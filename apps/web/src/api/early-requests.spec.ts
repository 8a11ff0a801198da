import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { dropEarlySessionAnswer, giveUpEarlyAnswers, takeEarlyAnswer } from './early-requests';

const answer = (body: string) => Promise.resolve(new Response(body));
const get = (path: string) => new Request(`http://vibematch.test${path}`);

describe('early answers', () => {
  afterEach(() => {
    globalThis.vibematchEarlyAnswers = undefined;
    jest.restoreAllMocks();
  });

  it('gives the answer to the first GET of the same path and query, once', async () => {
    globalThis.vibematchEarlyAnswers = new Map([['/api/wallet/transactions?limit=20', answer('first page')]]);
    expect(takeEarlyAnswer(get('/api/wallet/transactions?limit=40'))).toBeUndefined();
    expect(takeEarlyAnswer(new Request('http://vibematch.test/api/wallet/transactions?limit=20', { method: 'POST' }))).toBeUndefined();
    await expect(takeEarlyAnswer(get('/api/wallet/transactions?limit=20'))?.then((response) => response.text())).resolves.toBe('first page');
    expect(takeEarlyAnswer(get('/api/wallet/transactions?limit=20'))).toBeUndefined();
  });

  it('gives nothing when the page asked nothing early', () => {
    expect(takeEarlyAnswer(get('/api/auth/user'))).toBeUndefined();
  });

  it('drops the answer of who is signed in, for an app that starts as a visitor, and keeps the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    globalThis.vibematchEarlyAnswers = new Map([
      ['/api/auth/user', Promise.resolve(new Response('{}', { status: 401 }))],
      ['/api/user/balance', answer('10')],
    ]);
    dropEarlySessionAnswer();
    expect(takeEarlyAnswer(get('/api/auth/user'))).toBeUndefined();
    giveUpEarlyAnswers();
    await new Promise((resolve) => setTimeout(resolve));
    expect(warn).toHaveBeenCalledWith('Asked early for the first screen but not read by it: /api/user/balance');
  });

  it('gives up what the first screen did not take, a task later, and names it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    globalThis.vibematchEarlyAnswers = new Map([
      ['/api/user/balance', answer('10')],
      ['/api/campaigns', answer('[]')],
    ]);
    giveUpEarlyAnswers();
    // Still there for a read the screen sends in the same task.
    expect(takeEarlyAnswer(get('/api/user/balance'))).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeEarlyAnswer(get('/api/campaigns'))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Asked early for the first screen but not read by it: /api/campaigns');
  });
});
