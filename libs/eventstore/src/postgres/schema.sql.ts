import { ALL_TYPES_PAGE_QUERY } from './page-queries.sql.js';

/**
 * The PostgreSQL event store's tables, its append function and its page reads.
 *
 * Order: each event stores the id of the transaction that appended it (xid8). Readers read only
 * below the oldest transaction still running (`pg_snapshot_xmin`) and order by (transaction id,
 * sequence), so an event that commits late can never land behind a position a reader already
 * checkpointed (the approach of Emmett's PostgreSQL store).
 *
 * Appends run in one round trip: `append_events` locks the stream row, checks the expected
 * revision, skips an idempotent retry and inserts the batch.
 */
export const EVENT_STORE_SCHEMA_SQL = `
CREATE SCHEMA IF NOT EXISTS eventstore;

CREATE TABLE IF NOT EXISTS eventstore.streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS eventstore.events (
  global_seq bigserial NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  PRIMARY KEY (stream_id, stream_revision)
);
CREATE UNIQUE INDEX IF NOT EXISTS events_event_id_key ON eventstore.events (event_id);
CREATE INDEX IF NOT EXISTS events_global_order_idx ON eventstore.events (transaction_id, global_seq);
-- Reads filtered by type (a projection reads only what it handles) walk one range per type.
CREATE INDEX IF NOT EXISTS events_type_order_idx ON eventstore.events (type, transaction_id, global_seq);

-- The positions of the first p_limit events of these types after (p_xid, p_seq) and below
-- p_bound, in log order: one ordered range of events_type_order_idx per type (an index-only scan
-- that stops at the limit), merged. Bitmap scans are off for it: the planner cannot tell how many
-- events a type has (the types come as an array), and its small guess made it fetch every
-- remaining event of each type and sort them, for every page: a cost that grew with the log.
-- STABLE: it reads in the snapshot of the statement that calls it.
CREATE OR REPLACE FUNCTION eventstore.type_page_positions(p_types text[], p_xid xid8, p_seq bigint, p_bound xid8, p_limit int)
RETURNS TABLE (transaction_id xid8, global_seq bigint)
LANGUAGE sql STABLE
SET enable_bitmapscan = off
AS $fn$
  SELECT p.transaction_id, p.global_seq FROM unnest(p_types) AS t(type) CROSS JOIN LATERAL (
    SELECT e.transaction_id, e.global_seq FROM eventstore.events e
    WHERE e.type = t.type AND e.transaction_id < p_bound AND (e.transaction_id, e.global_seq) > (p_xid, p_seq)
    ORDER BY e.transaction_id, e.global_seq LIMIT p_limit) p
  ORDER BY p.transaction_id, p.global_seq LIMIT p_limit
$fn$;

-- A page of every type (ALL_TYPES_PAGE_QUERY, page-queries.sql.ts: $1..$3 are its parameters),
-- planned once per connection: a generic plan walks the same index as the custom ones, but its
-- estimated cost is higher (it cannot see the limit), so left to choose, PostgreSQL planned it at
-- every call, and planning took 4 times its execution for the few new events of a live read.
-- The result columns share names with the table's: column references mean the columns.
CREATE OR REPLACE FUNCTION eventstore.read_all_page(p_xid text, p_seq bigint, p_limit int)
RETURNS TABLE (head_xid text, head_seq bigint, global_seq bigint, transaction_id xid8, stream_id text, stream_revision bigint, type text, data jsonb, metadata jsonb)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY ${ALL_TYPES_PAGE_QUERY};
END
$fn$;

-- p_expected: 'no_stream' | 'stream_exists' | 'any' | a revision as text.
-- p_events: a JSON array of {id, type, data, metadata}.
-- A stale expectation raises SQLSTATE VM001 with the actual revision in DETAIL, which rolls back.
-- Its statements are planned once per connection (generic plans): left to choose, PostgreSQL
-- planned the id check and the insert at every append: an append took 0.83 ms of PostgreSQL
-- time at 20 commands/s in bench:lag, and 0.57 ms with this.
CREATE OR REPLACE FUNCTION eventstore.append_events(p_stream text, p_expected text, p_events jsonb)
RETURNS TABLE (next_revision bigint, commit_id xid8, last_seq bigint)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $fn$
DECLARE
  v_current bigint;
  v_existed boolean := true;
  v_ids uuid[];
  v_known int := 0;
  v_known_last bigint;
  v_count int;
BEGIN
  -- Lock the stream row; create it (at -1, "no stream") when missing. A concurrent creator makes
  -- our insert do nothing, and the loop then locks the row it created.
  LOOP
    SELECT s.revision INTO v_current FROM eventstore.streams s WHERE s.stream_id = p_stream FOR UPDATE;
    EXIT WHEN FOUND;
    INSERT INTO eventstore.streams (stream_id, revision) VALUES (p_stream, -1) ON CONFLICT DO NOTHING;
    IF FOUND THEN v_current := -1; EXIT; END IF;
  END LOOP;
  v_existed := v_current >= 0;

  -- Idempotent retry: events whose ids this stream already holds are not written again. The
  -- common case (no id known) takes one index probe; only a retry pays for the full check.
  SELECT array_agg((e->>'id')::uuid) INTO v_ids FROM jsonb_array_elements(p_events) e;
  IF EXISTS (SELECT 1 FROM eventstore.events ev WHERE ev.event_id = ANY (v_ids) AND ev.stream_id = p_stream) THEN
    SELECT count(*), max(ev.stream_revision) INTO v_known, v_known_last
      FROM eventstore.events ev WHERE ev.event_id = ANY (v_ids) AND ev.stream_id = p_stream;
    IF v_known = cardinality(v_ids) THEN
      RETURN QUERY SELECT ev.stream_revision, ev.transaction_id, ev.global_seq
        FROM eventstore.events ev WHERE ev.stream_id = p_stream AND ev.stream_revision = v_known_last;
      RETURN;
    END IF;
  END IF;

  IF (p_expected = 'no_stream' AND v_existed)
     OR (p_expected = 'stream_exists' AND NOT v_existed)
     OR (p_expected NOT IN ('no_stream', 'stream_exists', 'any') AND p_expected::bigint <> v_current)
     OR (v_known > 0 AND p_expected <> 'any') THEN
    RAISE EXCEPTION USING ERRCODE = 'VM001', MESSAGE = 'wrong expected revision', DETAIL = v_current::text;
  END IF;

  INSERT INTO eventstore.events (stream_id, stream_revision, event_id, type, data, metadata)
  SELECT p_stream, v_current + row_number() OVER (ORDER BY n.ord), n.id, n.type, n.data, n.metadata
  FROM (
    SELECT (e->>'id')::uuid AS id, e->>'type' AS type, e->'data' AS data, e->'metadata' AS metadata, ord
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(e, ord)
    WHERE v_known = 0
       OR NOT ((e->>'id')::uuid IN (SELECT ev.event_id FROM eventstore.events ev WHERE ev.stream_id = p_stream AND ev.event_id = ANY (v_ids)))
  ) n
  ORDER BY n.ord;
  GET DIAGNOSTICS v_count = ROW_COUNT;

  UPDATE eventstore.streams SET revision = v_current + v_count WHERE stream_id = p_stream;
  RETURN QUERY SELECT v_current + v_count, pg_current_xact_id(), currval('eventstore.events_global_seq_seq');
END
$fn$;
`;
