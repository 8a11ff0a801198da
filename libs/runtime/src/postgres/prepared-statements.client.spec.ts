import { StatementNames } from './prepared-statements.client.js';

describe('StatementNames', () => {
  it('names a text from its second call on, the same name every time after', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1')).toBeNull();
    const name = names.nameOf('select $1');
    expect(name).toMatch(/^vm_\d+$/);
    expect(names.nameOf('select $1')).toBe(name);
  });

  it('gives each text a name of its own', () => {
    const names = new StatementNames();
    for (const text of ['select $1', 'select $1', 'select $2', 'select $2']) names.nameOf(text);
    expect(names.nameOf('select $1')).not.toBe(names.nameOf('select $2'));
  });

  it('names no more texts than its cap; the rest go unnamed', () => {
    const names = new StatementNames(2);
    const twice = (text: string) => (names.nameOf(text), names.nameOf(text));
    expect([twice('a $1'), twice('b $1'), twice('c $1')].map((name) => name !== null)).toEqual([true, true, false]);
  });

  it('prepares a forgotten text under a new name, and ignores a name it no longer uses', () => {
    const names = new StatementNames();
    names.nameOf('select $1');
    const first = names.nameOf('select $1') as string;
    names.forget('select $1', first);
    const second = names.nameOf('select $1');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    names.forget('select $1', first);
    expect(names.nameOf('select $1')).toBe(second);
  });

  it('still names a text that comes back after many one-offs have filled its memory', () => {
    const names = new StatementNames(2);
    names.nameOf('kept $1');
    const kept = names.nameOf('kept $1');
    for (let i = 0; i < 20; i++) names.nameOf(`one-off ${i} $1`);
    names.nameOf('late $1');
    expect(names.nameOf('late $1')).not.toBeNull();
    expect(names.nameOf('kept $1')).toBe(kept);
  });
});
