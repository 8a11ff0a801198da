import { Button } from './button';

/**
 * What shows in place of a screen that could not be drawn: most often its code did not arrive (a
 * dropped connection, or a release that replaced the files this page knew). Reloading fetches the
 * page anew, which fixes both; without this the whole app would go blank.
 */
export function ScreenError() {
  return (
    <main role="alert" className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-700">This page could not be loaded. Check your connection, then reload the page.</p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </main>
  );
}
