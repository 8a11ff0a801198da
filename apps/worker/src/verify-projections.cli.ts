/**
 * `npm run projections:verify [name]`: checks one read model (or each of them) against the event
 * log: replays the log into a copy up to the live checkpoint and prints the rows that differ,
 * while running apps keep serving and applying. Without DATABASE_URL it works on `npm start`'s
 * embedded database, as projections:rebuild does. Exit codes: 0 every read model matches the
 * log, 1 one differs or could not be verified, 2 usage (unknown name, a bad setting).
 */
import { pathToFileURL } from 'node:url';
import { formatPosition } from '#eventstore';
import { verifyProjection, type TableComparison, type VerificationReport } from '#projections';
import { EXIT_FAILED, EXIT_OK, parseProjectionsCli, runOnAppDatabase, withEventLog, type ProjectionsCliOptions } from './projections-cli.js';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './projections-cli.js';

export async function runVerifyCli(options: ProjectionsCliOptions): Promise<number> {
  const run = parseProjectionsCli(options, 'projections:verify');
  if (typeof run === 'number') return run;
  const { selected, databaseUrl, say, complain } = run;
  let healthy = true;
  await withEventLog(databaseUrl, complain, async (store) => {
    // One after the other: each pauses its live runner briefly, and they share no work.
    for (const projection of selected) {
      try {
        const report = await verifyProjection({ databaseUrl, store, projection });
        for (const line of reportLines(report)) say(line);
        healthy &&= report.healthy;
      } catch (error) {
        complain(`${projection.name}: not verified: ${error instanceof Error ? error.message : String(error)}`);
        healthy = false;
      }
    }
  });
  return healthy ? EXIT_OK : EXIT_FAILED;
}

function reportLines(report: VerificationReport): string[] {
  const at = `${report.eventsApplied} events replayed up to ${formatPosition(report.position)} in ${(report.durationMs / 1000).toFixed(1)} s`;
  if (report.healthy) return [`${report.projection} v${report.version}: no differences (${at})`];
  return [`${report.projection} v${report.version}: DIFFERS from the log (${at})`, ...report.tables.flatMap(tableLines)];
}

function tableLines(table: TableComparison): string[] {
  const total = table.onlyLive + table.onlyRebuilt + table.changed;
  if (total === 0) return [];
  const rows = table.rows.map((row) =>
    row.kind === 'changed'
      ? `    changed ${row.key}: ${row.columns.map((column) => `${column.column} live ${column.live}, rebuilt ${column.rebuilt}`).join('; ')}`
      : `    ${row.kind} ${row.key}`,
  );
  const unlisted = total - table.rows.length;
  return [
    `  ${table.table}: ${table.onlyLive} only in live, ${table.onlyRebuilt} only in the rebuilt copy, ${table.changed} changed`,
    ...rows,
    ...(unlisted > 0 ? [`    … and ${unlisted} more`] : []),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Exit explicitly, as projections:rebuild does: an open connection must not keep it hanging.
  process.exit(await runOnAppDatabase((env) => runVerifyCli({ args: process.argv.slice(2), env })));
}
