import type { Provider, Type } from '@nestjs/common';

/** The account-management use cases of the admin module (edit, role, verification review): controllers and providers. */
export const ACCOUNTS_CONTROLLERS: readonly Type[] = [];
export const ACCOUNTS_PROVIDERS: readonly Provider[] = [];
