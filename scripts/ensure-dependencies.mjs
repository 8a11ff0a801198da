// Runs before `npm start` and `npm test`: installs from the lockfile when node_modules is missing
// or older than package-lock.json, so that a fresh clone (or a pull that changed the lockfile)
// needs no separate `npm install`. Uses nothing but Node: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, statSync, utimesSync } from 'node:fs';

const lockfile = 'package-lock.json';
// npm writes this copy of the lockfile into node_modules at every install.
const installedLockfile = 'node_modules/.package-lock.json';

const upToDate = () => existsSync(installedLockfile) && statSync(installedLockfile).mtimeMs >= statSync(lockfile).mtimeMs;
// A linked node_modules belongs to another checkout (git worktrees sharing one install):
// installing here would rewrite that checkout's packages, so it is left to that checkout.
const linked = () => existsSync('node_modules') && lstatSync('node_modules').isSymbolicLink();
const npm = (command) => spawnSync('npm', [command, '--no-audit', '--no-fund'], { stdio: 'inherit' }).status === 0;

if (!upToDate() && !linked()) {
  console.log(existsSync(installedLockfile) ? `${lockfile} is newer than node_modules: installing from it` : 'No node_modules: installing from the lockfile');
  // npm ci can refuse a lockfile that lacks other platforms' optional builds (@swc/core's);
  // npm install against the same lockfile works then.
  if (!npm('ci') && !npm('install')) {
    console.error('Installing the dependencies failed (see above).');
    process.exit(1);
  }
  // npm install may leave the installed lockfile untouched when nothing changed; mark it as
  // current so that the next run does not install again.
  const now = new Date();
  utimesSync(installedLockfile, now, now);
}
