import type { DynamicModule } from '@nestjs/common';
import type { EventUpcaster } from '#eventstore';
import { adminModule } from '#admin';
import { analyticsModule } from '#analytics';
import { catalogModule } from '#catalog';
import { identityModule } from '#identity';
import { marketplaceModule } from '#marketplace';
import { matchingModule } from '#matching';
import { walletModule } from '#wallet';
import { type AppConfig, type ConfigSection, loadConfig, type ModuleDefinition, type ModuleRuntime } from '#platform';
import type { Projection } from '#projections';

/**
 * The composition list: every domain module of VibeMatch, in one place. Adding a module is one
 * entry here (and its `#alias` in package.json); the apps take everything else from this list.
 */
export const vibeMatchModules: readonly ModuleDefinition[] = [identityModule, catalogModule, matchingModule, analyticsModule, walletModule, marketplaceModule, adminModule];

/** Every read model: the runner, the barrier and `npm run projections:rebuild` use this list. */
export const allProjections: readonly Projection[] = vibeMatchModules.flatMap((module) => module.projections);

/** Every module's upcasters: the event store reads every old event through them, whoever reads it. */
export const allUpcasters: readonly EventUpcaster[] = vibeMatchModules.flatMap((module) => module.upcasters ?? []);

const configSections: readonly ConfigSection<unknown>[] = vibeMatchModules.flatMap((module) => (module.config ? [module.config] : []));

/** The app's configuration with every module's section, validated together. */
export const loadAppConfig = (source: NodeJS.ProcessEnv = process.env): AppConfig => loadConfig(source, configSections);

/** The Nest modules of every domain module, for one process. */
export const composeModules = (runtime: ModuleRuntime): DynamicModule[] => vibeMatchModules.map((module) => module.nestModule(runtime));
