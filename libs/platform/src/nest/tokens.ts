/** Injection tokens of the shared infrastructure. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
/** This process's leases on the log's readers (`ReaderLeases` of #projections): which projections and process managers it runs. */
export const READER_LEASES = Symbol('READER_LEASES');
/**
 * Every read model's projection of the app (`readonly Projection[]`, all modules'), provided by
 * the runtime, which composes the modules: a module that reports on or rebuilds read models
 * (admin's operations) takes the list from here rather than importing the composition root.
 */
export const ALL_PROJECTIONS = Symbol('ALL_PROJECTIONS');
