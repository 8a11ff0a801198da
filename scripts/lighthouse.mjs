// `npm run lighthouse`: Lighthouse (mobile, its default throttling) on every page a user reaches,
// as a visitor, an artist, a curator and an admin, against the production build started as the
// browser tests start it (scripts/start-e2e.mjs: a fresh database on the test PostgreSQL server).
// Prints one row per page: the four category scores and the metrics behind performance. Not part of
// `npm test`: its figures are measurements, not a verdict. LIGHTHOUSE_ROUTES=/search,/ runs some;
// LIGHTHOUSE_RUNS=3 measures each page 3 times and shows the run of median performance;
// LIGHTHOUSE_WARM=1 measures a returning visit (the code cached), not a first one;
// LIGHTHOUSE_SHOTS=<folder> keeps a screenshot of each page, LIGHTHOUSE_REPORTS=<folder> each whole
// report, LIGHTHOUSE_TRACES=<folder> each page load's trace (open it in DevTools' Performance panel).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const port = process.env.LIGHTHOUSE_PORT ?? '3190';
const base = `http://127.0.0.1:${port}`;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const password = 'lighthouse-password-42';

/** The pages of each kind of user, measured with that user's session. */
const PAGES = {
  visitor: ['/', '/auth', '/search', '/blog'],
  artist: ['/', '/search', '/submissions', '/balance', '/settings', '/artist/:artistId'],
  curator: ['/', '/bounty-discovery', '/campaigns', '/submissions', '/curator/:curatorId'],
  admin: ['/admin', '/admin/ledger', '/admin/projections'],
};

async function call(path, { cookie, method = 'GET', body } = {}) {
  const headers = { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The cookies a response sets (the session and its readable "signed in" hint), for the browser. */
const cookiesOf = (response) =>
  response.headers.getSetCookie().map((line) => {
    const [name, ...value] = line.split(';')[0].split('=');
    return { name, value: value.join('='), url: base };
  });
const header = (cookies) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

async function signUp(role, firstName) {
  const email = `${firstName.toLowerCase()}-${Date.now()}@lighthouse.test`;
  const response = await call('/api/auth/register', { method: 'POST', body: { email, password, firstName, lastName: 'Measured', role } });
  const cookies = cookiesOf(response);
  return { cookies, cookie: header(cookies), id: (await response.json()).id };
}

/** An artist with a tagged song and a curator with a playlist: pages with content, not only empty states. */
async function seed() {
  const tags = await (await call('/api/tags')).json();
  const tagIds = ['genre', 'mood'].flatMap((category) => tags.filter((tag) => tag.category === category).slice(0, 2).map((tag) => tag.id));
  const artist = await signUp('artist', 'Ada');
  await call('/api/songs', { cookie: artist.cookie, method: 'POST', body: { title: 'Night Drive', tagIds } });
  const curator = await signUp('curator', 'Cy');
  await call('/api/curator/profile', { cookie: curator.cookie, method: 'PATCH', body: { displayName: 'Cy Curates', bio: 'Indie and dream pop, updated weekly.' } });
  const playlist = { name: 'Late Night Indie', followerCount: 1200, acceptingSubmissions: true, tagIds, description: 'Hand-picked tracks.', platform: 'spotify', playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0' };
  await call('/api/playlists', { cookie: curator.cookie, method: 'POST', body: playlist });
  // The admin that scripts/start-e2e.mjs configures.
  const admin = await call('/api/auth/login', { method: 'POST', body: { email: 'admin@vibematch.test', password: 'e2e-admin-password' } });
  return { visitor: { cookies: [] }, artist, curator, admin: { cookies: cookiesOf(admin) }, ids: { artistId: artist.id, curatorId: curator.id } };
}

async function waitForHealth() {
  for (let tries = 0; tries < 180; tries++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`The app did not answer on ${base}`);
}

/** A new file's path in `folder` (made if missing) named after the page, or null without a folder. */
function keptFile(folder, url, extension) {
  if (!folder) return null;
  mkdirSync(folder, { recursive: true });
  return join(folder, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.${extension}`);
}

/** Lighthouse's simulated phone runs each task of the trace this many times slower than it was observed. */
const PHONE_SLOWDOWN = 4;
/** A task blocks input for what it runs beyond 50 ms (on the simulated phone). */
const BLOCKING_FROM_MS = 50;

/**
 * The blocking time Lighthouse's simulation would count if each task of the page's main thread after
 * its first paint had lasted only the CPU time the thread spent in it (its wall time where the trace
 * has no thread time). A task's wall time also holds the time the thread was not running, waiting
 * for a core or for another thread: seen here, the main thread ran for a quarter to a third of its
 * long tasks' wall time. This figure leaves that out, so it moves with what the page does rather
 * than with what the machine did meanwhile.
 */
function cpuBlockingTime(trace, lhr) {
  const observedFcp = lhr.audits.metrics.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const paint = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint' && (observedFcp === undefined || event.ts === observedFcp));
  if (!paint) return null;
  const ms = trace.traceEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid && event.ts >= paint.ts)
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? task.dur) / 1000) * PHONE_SLOWDOWN - BLOCKING_FROM_MS), 0);
  return Math.round(ms);
}

/**
 * The user's cookies are set in the browser, not sent as a header: the app reads its readable
 * "signed in" hint before it asks who is signed in. Lighthouse keeps them (no storage reset).
 */
async function measureOnce(browser, url, cookies) {
  const page = await browser.newPage();
  await page.deleteCookie(...(await page.cookies(base)));
  if (cookies.length > 0) await page.setCookie(...cookies);
  // Lighthouse's own storage reset would clear the cookies too; a first visit has nothing cached.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  // LIGHTHOUSE_WARM=1: a returning user's visit instead, the app's code cached by a visit just before.
  if (process.env.LIGHTHOUSE_WARM === '1') await page.goto(url, { waitUntil: 'networkidle0' });
  const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true };
  const { lhr, artifacts } = await lighthouse(url, flags, undefined, page);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure it: ${lhr.runtimeError.code}`);
  // The trace its performance metrics were computed from: which tasks were long, and what ran in them.
  const trace = keptFile(process.env.LIGHTHOUSE_TRACES, url, 'trace.json');
  if (trace) writeFileSync(trace, JSON.stringify(artifacts.Trace));
  // What the page showed at the end (LIGHTHOUSE_SHOTS=<folder>), to see that it is the page meant.
  const shot = keptFile(process.env.LIGHTHOUSE_SHOTS, url, 'png');
  if (shot) await page.screenshot({ path: shot });
  // The whole report (LIGHTHOUSE_REPORTS=<folder>): the long tasks and the script each came from.
  const report = keptFile(process.env.LIGHTHOUSE_REPORTS, url, 'json');
  if (report) writeFileSync(report, JSON.stringify(lhr));
  await page.close();
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // What costs a category its points, by audit id, so that a score under 100 says where to look.
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id),
  );
  const seconds = (id) => `${(lhr.audits[id].numericValue / 1000).toFixed(1)} s`;
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    fcp: seconds('first-contentful-paint'),
    lcp: seconds('largest-contentful-paint'),
    tbt: `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
    cpuTbt: `${cpuBlockingTime(artifacts.Trace, lhr) ?? '?'} ms`,
    cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    // Lighthouse's measure of this machine's CPU: its simulated phone is 4 times slower than the
    // machine, so figures from machines with different indexes do not compare (TBT above all).
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
    failing: failing.join(' '),
  };
}

/** A run Lighthouse could not finish (e.g. NO_NAVSTART on a busy machine) has no metrics: it is tried again, up to three times. */
async function measure(browser, url, cookies) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, url, cookies);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`retrying ${url}: ${error.message}`);
    }
  }
}

/**
 * One page measured LIGHTHOUSE_RUNS times (default 1): a score moves by several points from one
 * run to the next on a busy machine, so the row is the run of median performance, with the range.
 */
async function measureRuns(browser, url, cookies) {
  const runs = [];
  const count = Math.max(1, Math.trunc(Number(process.env.LIGHTHOUSE_RUNS)) || 1);
  for (let run = 0; run < count; run++) runs.push(await measure(browser, url, cookies));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  return runs.length === 1 ? median : { ...median, runs: `${runs.length}: ${runs[0].performance}-${runs.at(-1).performance}` };
}

const app = spawn('node', ['scripts/start-e2e.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, E2E_PORT: port } });
const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
let browser;
try {
  await waitForHealth();
  const users = await seed();
  browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS });
  const rows = [];
  for (const [user, paths] of Object.entries(PAGES)) {
    for (const pattern of paths) {
      const path = pattern.replace(/:(\w+)/g, (_, id) => users.ids[id]);
      if (only && !only.includes(pattern)) continue;
      rows.push({ user, page: pattern, ...(await measureRuns(browser, `${base}${path}`, users[user].cookies)) });
      console.log(`measured ${user} ${path}`);
    }
  }
  console.table(rows);
} finally {
  await browser?.close();
  app.kill('SIGTERM');
}
