import type { Provider, Type } from '@nestjs/common';

/** The operations use cases of the admin module (events, projections, queues): controllers and providers. */
export const OPERATIONS_CONTROLLERS: readonly Type[] = [];
export const OPERATIONS_PROVIDERS: readonly Provider[] = [];
