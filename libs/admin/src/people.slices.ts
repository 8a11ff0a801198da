import type { Provider, Type } from '@nestjs/common';
import type { Projection } from '#projections';

/** The people use cases of the admin module: their controllers, providers and read models. */
export const PEOPLE_CONTROLLERS: readonly Type[] = [];
export const PEOPLE_PROVIDERS: readonly Provider[] = [];
export const PEOPLE_PROJECTIONS: readonly Projection[] = [];
