import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../event-store.port.js';
import { type EventUpcaster, renamedEvent, UpcasterRegistry } from './event-upcaster.js';

const stored = (type: string, data: RecordedEvent['data'], schemaVersion = 1): RecordedEvent => ({
  type,
  data,
  metadata: { eventId: 'e1', correlationId: 'c', causationId: 'c', actorId: null, occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion },
  streamId: 'song-1',
  revision: 0n,
  position: { commit: 1n, prepare: 1n },
});

const splitTitle: EventUpcaster = {
  from: { type: 'SongTitled', schemaVersion: 1 },
  to: { type: 'SongTitled', schemaVersion: 2 },
  data: (old) => ({ title: old.title, subtitle: null }),
};

describe('UpcasterRegistry', () => {
  const registry = new UpcasterRegistry([renamedEvent('SongNamed', 'SongTitled'), splitTitle, renamedEvent('SongTitled', 'SongRetitled', 2)]);

  it('reads a stored event through every step from its type and version, keeping its place and ids', () => {
    const old = stored('SongNamed', { title: 'Blue' });
    expect(registry.upcast(old)).toEqual({ ...old, type: 'SongRetitled', data: { title: 'Blue', subtitle: null }, metadata: { ...old.metadata, schemaVersion: 2 } });
  });

  it('starts at the stored version, and leaves a current event as it is', () => {
    const secondVersion = stored('SongTitled', { title: 'Blue', subtitle: 'live' }, 2);
    expect(registry.upcast(secondVersion)).toMatchObject({ type: 'SongRetitled', data: { title: 'Blue', subtitle: 'live' } });
    const current = stored('SongRetitled', { title: 'Blue', subtitle: null }, 2);
    expect(registry.upcast(current)).toBe(current);
  });

  it('asks the store for every older name of the types read', () => {
    expect(registry.storedTypes(['SongRetitled', 'SongDeleted']).sort()).toEqual(['SongDeleted', 'SongNamed', 'SongRetitled', 'SongTitled']);
    expect(registry.storedTypes(['SongDeleted'])).toEqual(['SongDeleted']);
  });

  it.each<[string, EventUpcaster[], string]>([
    ['two upcasters of one stored shape', [renamedEvent('A', 'B'), renamedEvent('A', 'C')], 'Two upcasters read A@1'],
    ['a rename that changes the version', [{ from: { type: 'A', schemaVersion: 1 }, to: { type: 'B', schemaVersion: 2 } }], 'neither renames'],
    ['a reshape that skips a version', [{ from: { type: 'A', schemaVersion: 1 }, to: { type: 'A', schemaVersion: 3 }, data: (d) => d }], 'neither renames'],
    ['renames in a circle', [renamedEvent('A', 'B'), renamedEvent('B', 'A')], 'go round in a circle'],
  ])('refuses %s', (_, upcasters, message) => {
    expect(() => new UpcasterRegistry(upcasters)).toThrow(message);
  });
});
