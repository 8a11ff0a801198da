import { defineProjection, readersOf, table } from './projection.js';

class Row {
  id!: string;
}
const reading = (name: string, ...types: string[]) =>
  defineProjection({
    name,
    version: 1,
    schema: `rm_${name}`,
    tables: [table<Row, { type: string; data: { id: string } }>({ entity: Row, key: (e) => ({ id: e.data.id }), on: Object.fromEntries(types.map((t) => [t, () => undefined])) })],
  });

describe('readersOf', () => {
  const projections = [reading('users', 'UserRegistered', 'UserRoleSelected'), reading('matching', 'SongAdded', 'UserRegistered'), reading('visits', 'PageVisited')];

  it('names the projections that handle any of the event types, in their order', () => {
    expect(readersOf(projections, ['UserRegistered'])).toEqual(['users', 'matching']);
    expect(readersOf(projections, ['SongAdded', 'PageVisited'])).toEqual(['matching', 'visits']);
  });

  it('names none for types no projection handles', () => {
    expect(readersOf(projections, ['PasswordChanged'])).toEqual([]);
    expect(readersOf(projections, [])).toEqual([]);
  });
});
