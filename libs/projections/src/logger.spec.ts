import { reasonOf, stackOf } from './logger.js';

describe('reasonOf', () => {
  it("says an error's message and each of its causes, outermost first", () => {
    const error = new Error('apply failed', { cause: new Error('query failed', { cause: new Error('connection terminated') }) });
    expect(reasonOf(error)).toBe('apply failed <- query failed <- connection terminated');
  });

  it('says what was thrown when it is not an Error', () => {
    expect(reasonOf('timeout')).toBe('timeout');
  });
});

describe('stackOf', () => {
  it("gives an error's stack, as a string a Nest logger logs as the line's error (with where it was thrown)", () => {
    const stack = stackOf(new Error('apply failed'));
    expect(stack.split('\n')[0]).toBe('Error: apply failed');
    expect(stack).toMatch(/\n\s+at .*logger\.spec/);
  });

  it('gives the text of what was thrown when it is not an Error', () => {
    expect(stackOf('timeout')).toBe('timeout');
  });
});
