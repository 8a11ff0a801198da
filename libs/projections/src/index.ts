export {
  defineProjection,
  readersOf,
  rowOf,
  table,
  type EventShape,
  type Evolve,
  type EvolveContext,
  type ProjectedEvent,
  type Projection,
  type ProjectionSpec,
  type ProjectionTable,
  type Row,
  type RowData,
  type RowReference,
  type TableSpec,
} from './projection.js';
export type { ProjectionLogger } from './logger.js';
export { quietConsoleLogger } from './logger.js';
export { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner.js';
export type { ProjectionState, ProjectionStatus } from './projection-loop.js';
export {
  ConsistencyBarrier,
  type CheckpointListener,
  type CheckpointSource,
  type ConsistencyBarrierOptions,
} from './consistency-barrier.js';
export { pagesAhead } from './log-pages.js';
export {
  NewerProjectionVersionError,
  RebuildAlreadyRunningError,
  REBUILD_BATCH_SIZE,
  rebuildProjection,
  rebuildProjections,
  type RebuildProgress,
  type RebuildProjectionOptions,
  type RebuildProjectionsOptions,
  type RebuildResult,
} from './rebuild-projection.js';
export {
  ProjectionNotVerifiableError,
  VERIFY_LISTED_ROWS,
  VerifyAlreadyRunningError,
  verifyProjection,
  type VerificationReport,
  type VerifyProjectionOptions,
} from './verify-projection.js';
export type { ColumnDifference, RowDifference, RowDifferenceKind, TableComparison } from './read-model-comparison.js';
export { CHECKPOINTS_SCHEMA, CHECKPOINTS_TABLE, CheckpointStore, checkpointTableExists, readModelVersions, type Checkpoint } from './checkpoint.store.js';
export { leaseHolders, rebuildsUnderWay, type LeaseHolder } from './advisory-locks.js';
export { ReaderLeases, type ReaderLeasesOptions } from './reader-leases.js';
export type { OrmSource, ProjectionsOrm } from './projection-orm.js';
export { sqlOf, sqlOfPool, type SqlExecutor } from './sql-executor.js';
export { ReadModelLookup } from './read-model-lookup.js';
export { columnsOf, TableWriter } from './table-writer.js';
export { EventProcessor, type EventProcessorOptions } from './event-processor.js';
export { countEventsAfter, type CountOptions, type EventCount } from './event-counts.js';
