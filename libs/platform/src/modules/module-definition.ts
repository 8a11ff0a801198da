import type { DynamicModule } from '@nestjs/common';
import type { EventUpcaster } from '#eventstore';
import type { Projection } from '#projections';
import type { AppConfig } from '../config/app-config.js';
import type { ConfigSection } from '../config/config-section.js';

/** What a process tells a module when it composes it. */
export interface ModuleRuntime {
  readonly config: AppConfig;
  /** Whether this process also runs background work (queue processors), as `npm start` and the worker do. */
  readonly runWorker: boolean;
}

/**
 * A domain module's whole declaration, exported from its `index.ts`: the apps compose a list of
 * these (libs/runtime/src/modules.ts) and know nothing else of a module.
 */
export interface ModuleDefinition {
  readonly name: string;
  readonly nestModule: (runtime: ModuleRuntime) => DynamicModule;
  /** Its read models: the runner, the consistency barrier and `projections:rebuild` take them from here. */
  readonly projections: readonly Projection[];
  /** How its old stored events read in their current shape (docs/decisions/0020): the event store applies them on every read. */
  readonly upcasters?: readonly EventUpcaster[];
  /** Its own environment variables, validated at start with the rest. */
  readonly config?: ConfigSection<unknown>;
}
