/** Injection tokens of the shared infrastructure. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
