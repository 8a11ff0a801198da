import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type SeedOptions, seedArgs } from './seed-plan.js';
import { keptManifest } from './seeded-database.js';

/** Makes the seeded history (bench:seed, in a process of its own) unless it was kept from an earlier run. */
export async function ensureSeed(options: SeedOptions): Promise<void> {
  if (await keptManifest(options)) return;
  const seeder = spawn(process.execPath, [fileURLToPath(new URL('./run.js', import.meta.url)), ...seedArgs(options)], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => seeder.once('exit', resolve));
  if (code !== 0) throw new Error(`bench:seed ${seedArgs(options).join(' ')} failed (exit ${code})`);
}
