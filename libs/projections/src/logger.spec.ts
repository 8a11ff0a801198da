import { reasonOf } from './logger.js';

describe('reasonOf', () => {
  it("says an error's message and each of its causes, outermost first", () => {
    const error = new Error('apply failed', { cause: new Error('query failed', { cause: new Error('connection terminated') }) });
    expect(reasonOf(error)).toBe('apply failed <- query failed <- connection terminated');
  });

  it('says what was thrown when it is not an Error', () => {
    expect(reasonOf('timeout')).toBe('timeout');
  });
});
