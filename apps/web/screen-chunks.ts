import { join } from 'node:path';
import type { Rolldown } from 'vite';

type ModuleGraph = Rolldown.ChunkingContext;

/** The chunks shared code is grouped into (see groupModules). */
const CHUNK_GROUPS = { basics: 'basics', forms: 'forms', signedIn: 'signed-in', overlays: 'overlays', screens: 'screens', admin: 'admin' } as const;

/** What only opens on a click, its code fetched after the first screen (components/after-first-screen.ts). */
const OVERLAYS = ['components/open-modal-dialog.tsx', 'components/account-menu-dropdown.tsx'];

/** Screens shown before or beside the signed-in app's own, each loading little code (see groupModules). */
const LIGHT_SCREENS = [
  'components/public-frame.tsx',
  'features/auth/logout-page.tsx',
  'features/auth/sign-in-prompt-page.tsx',
  'features/not-found/not-found-page.tsx',
  'features/blog/blog-list-page.tsx',
  'features/blog/blog-article-page.tsx',
  'features/onboarding/role-selection-page.tsx',
  'features/onboarding/curator-profile-setup-page.tsx',
  'features/admin/admin-frame.tsx',
];

/** A module and every module it imports statically: what has to be loaded before it runs. */
function staticClosure(graph: ModuleGraph, from: string, into = new Set<string>()): Set<string> {
  if (into.has(from)) return into;
  into.add(from);
  for (const id of graph.getModuleInfo(from)?.importedIds ?? []) staticClosure(graph, id, into);
  return into;
}

/** The modules that start a chunk of their own: the app's entry and every module loaded with import(). */
function chunkEntries(graph: ModuleGraph, main: string): string[] {
  const entries = new Set([main]);
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const dynamic of info?.dynamicallyImportedIds ?? []) entries.add(dynamic);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visit(next);
  };
  visit(main);
  return [...entries];
}

/**
 * Which chunk each shared module goes to, by who needs it first: what the landing page shares with
 * other screens ("basics"), then what the sign-in page adds ("forms"), then the signed-in frame ("signed-in"),
 * then what opens only on a click ("overlays"), then whatever two or more screens share ("screens", or "admin" when only admin screens do).
 * Modules of the entry's chunk and of a single screen stay where the bundler puts them.
 */
function groupModules(graph: ModuleGraph, src: (path: string) => string): Map<string, string> {
  const main = src('main.tsx');
  const entries = chunkEntries(graph, main);
  const inPlace = new Set([...staticClosure(graph, main), ...entries]);
  const screensOf = new Map<string, string[]>();
  for (const entry of entries) for (const id of staticClosure(graph, entry)) screensOf.set(id, [...(screensOf.get(id) ?? []), entry]);
  const groupOf = new Map<string, string>();
  const claim = (ids: Iterable<string>, group: string) => {
    for (const id of ids) if (!inPlace.has(id) && !groupOf.has(id)) groupOf.set(id, group);
  };
  // What only the landing or the sign-in page uses stays in its own chunk: the others do not load it.
  const shared = (ids: Iterable<string>) => [...ids].filter((id) => (screensOf.get(id)?.length ?? 0) > 1);
  claim(shared(staticClosure(graph, src('features/landing/landing-page.tsx'))), CHUNK_GROUPS.basics);
  claim(shared(staticClosure(graph, src('features/auth/auth-page.tsx'))), CHUNK_GROUPS.forms);
  // What the lighter screens need keeps the bundler's finer chunks: they would otherwise load the
  // signed-in screens' groups whole for a module or two of them.
  for (const screen of LIGHT_SCREENS) for (const id of staticClosure(graph, src(screen))) inPlace.add(id);
  claim(staticClosure(graph, src('features/app-frame/signed-in-frame.tsx')), CHUNK_GROUPS.signedIn);
  // One chunk, not part of the screens' groups, though its modules are shared by several of them.
  for (const overlay of OVERLAYS) claim(staticClosure(graph, src(overlay)), CHUNK_GROUPS.overlays);
  const adminArea = src('features/admin/');
  for (const [id, screens] of screensOf) {
    if (screens.length > 1) claim([id], screens.every((screen) => screen.startsWith(adminArea)) ? CHUNK_GROUPS.admin : CHUNK_GROUPS.screens);
  }
  return groupOf;
}

/**
 * The web build's code splitting. Left to itself the bundler makes a chunk of every set of modules
 * that the same screens share: a signed-in screen came in 30 to 40 files, and a phone on a slow
 * network (Lighthouse's, six connections to the server) fetched them in six or seven rounds, one
 * round trip each, before the screen could be drawn. Grouped by who needs them first (see
 * groupModules), a signed-in screen is about a dozen files, a little more code than it uses, and
 * the landing page loads nothing that it does not need.
 *
 * A group takes only its own modules (not what they import): its imports are then in the entry's
 * chunk or in groups loaded before it, so that no two chunks import each other.
 */
export function screenChunks(webRoot: string): Rolldown.CodeSplittingOptions {
  const src = (path: string) => join(webRoot, 'src', path);
  let groupOf: Map<string, string> | null = null;
  return {
    includeDependenciesRecursively: false,
    groups: [{ name: (id, graph) => (groupOf ??= groupModules(graph, src)).get(id) ?? null }],
  };
}
