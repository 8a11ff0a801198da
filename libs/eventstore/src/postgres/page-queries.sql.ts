/** The columns of an event as the store reads them. */
export const COLUMNS = 'global_seq, transaction_id, stream_id, stream_revision, type, data, metadata';
/**
 * Events strictly after the reader's position ($1 transaction id, $2 sequence), below the bound,
 * in log order. The bound is a scalar subquery (not a join), so the planner walks the index in
 * order and stops at the limit instead of sorting the whole range.
 */
const AFTER_BELOW_BOUND = `transaction_id < (SELECT xmin FROM bound) AND (transaction_id, global_seq) > ($1::text::xid8, $2::bigint)
  ORDER BY transaction_id, global_seq LIMIT $3`;
const ALL_TYPES_PAGE = `SELECT ${COLUMNS} FROM eventstore.events WHERE ${AFTER_BELOW_BOUND}`;
/**
 * The positions of the page's events (`type_page_positions`, schema.sql.ts: one ordered range of
 * the type index per type, merged and cut at the limit), then the rows of those positions, one
 * index probe each (LIMIT 1 keeps the planner from turning the probes into a scan of the whole
 * table). The store never reads past events of other types, however many there are.
 */
const TYPES_PAGE = `SELECT ev.* FROM eventstore.type_page_positions($4::text[], $1::text::xid8, $2::bigint, (SELECT xmin FROM bound), $3::int) k
  CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM eventstore.events
    WHERE events.transaction_id = k.transaction_id AND events.global_seq = k.global_seq LIMIT 1) ev`;
/**
 * The page and the head in one statement, so both see one snapshot and one bound: an event of the
 * reader's types below the head is either in the page or beyond a full page, never skipped. The
 * rows come back unordered (ordering them here would sort wide rows); the reader orders them.
 */
const pageQuery = (page: string): string => `
  WITH bound AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
  head AS MATERIALIZED (SELECT transaction_id, global_seq FROM eventstore.events
    WHERE transaction_id < (SELECT xmin FROM bound) ORDER BY transaction_id DESC, global_seq DESC LIMIT 1),
  page AS MATERIALIZED (${page})
  SELECT head.transaction_id::text AS head_xid, head.global_seq AS head_seq, page.*
  FROM (SELECT 1) AS one LEFT JOIN head ON true LEFT JOIN page ON true`;

/** A page of every type: $1 transaction id (text), $2 sequence, $3 limit. */
export const ALL_TYPES_PAGE_QUERY = pageQuery(ALL_TYPES_PAGE);
/** A page of some types: as above, and $4 the types. */
export const TYPES_PAGE_QUERY = pageQuery(TYPES_PAGE);
