import type { EventData, RecordedEvent } from '../event-store.port.js';

/** An event type at one version of its data's shape (`metadata.schemaVersion`). */
export interface EventVersion {
  readonly type: string;
  readonly schemaVersion: number;
}

/**
 * One step from a stored shape to the next (docs/decisions/0020): a rename (`to.type` differs,
 * same version, the data as it is) or a reshape (same type, the next version, `data` maps it).
 * Pure, and kept for as long as an event of `from` may be stored: the store is never rewritten.
 */
export interface EventUpcaster {
  readonly from: EventVersion;
  readonly to: EventVersion;
  /** The old data in the `to` shape; omitted for a rename, which keeps the data. */
  readonly data?: (old: EventData) => EventData;
}

/** A stored type that now reads under another name, its data unchanged. */
export const renamedEvent = (from: string, to: string, schemaVersion = 1): EventUpcaster => ({
  from: { type: from, schemaVersion },
  to: { type: to, schemaVersion },
});

const keyOf = ({ type, schemaVersion }: EventVersion): string => `${type}@${schemaVersion}`;

/** One step must either rename at the same version or reshape to the next: anything else is a mistake. */
function checkStep({ from, to }: EventUpcaster): void {
  const renames = from.type !== to.type && from.schemaVersion === to.schemaVersion;
  const reshapes = from.type === to.type && to.schemaVersion === from.schemaVersion + 1;
  if (!renames && !reshapes) {
    throw new Error(`Upcaster ${keyOf(from)} → ${keyOf(to)} neither renames at one version nor reshapes to the next version`);
  }
}

/**
 * Every module's upcasters, checked together when the store is created: at most one per stored
 * shape, each a rename or a one-version reshape, and no chain that comes back to where it began
 * (renames in a circle would never end).
 */
export class UpcasterRegistry {
  private readonly byFrom = new Map<string, EventUpcaster>();

  constructor(upcasters: readonly EventUpcaster[]) {
    for (const upcaster of upcasters) {
      checkStep(upcaster);
      const key = keyOf(upcaster.from);
      if (this.byFrom.has(key)) throw new Error(`Two upcasters read ${key}`);
      this.byFrom.set(key, upcaster);
    }
    for (const upcaster of upcasters) this.checkEnds(upcaster.from);
  }

  /** The event in its current shape: every step from its stored type and version, in order. */
  upcast(event: RecordedEvent): RecordedEvent {
    let current = event;
    for (;;) {
      const step = this.byFrom.get(keyOf(versionOf(current)));
      if (!step) return current;
      current = {
        ...current,
        type: step.to.type,
        data: step.data ? step.data(current.data) : current.data,
        metadata: { ...current.metadata, schemaVersion: step.to.schemaVersion },
      };
    }
  }

  /**
   * The stored types to ask the store for so that every event now read as one of `types` is
   * found: `types` and every older name renamed (in one step or several) into one of them.
   */
  storedTypes(types: readonly string[]): string[] {
    const stored = new Set(types);
    let grew = true;
    while (grew) {
      grew = false;
      for (const { from, to } of this.byFrom.values()) {
        if (stored.has(to.type) && !stored.has(from.type)) {
          stored.add(from.type);
          grew = true;
        }
      }
    }
    return [...stored];
  }

  private checkEnds(start: EventVersion): void {
    const seen = new Set<string>();
    for (let at: EventVersion | undefined = start; at; at = this.byFrom.get(keyOf(at))?.to) {
      const key = keyOf(at);
      if (seen.has(key)) throw new Error(`Upcasters from ${keyOf(start)} go round in a circle through ${key}`);
      seen.add(key);
    }
  }
}

const versionOf = (event: RecordedEvent): EventVersion => ({ type: event.type, schemaVersion: event.metadata.schemaVersion });
