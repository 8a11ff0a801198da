import { Button } from './button';

/**
 * What shows in place of a screen that could not be drawn: most often its code did not arrive (a
 * dropped connection, or a release that replaced the files this page knew). Reloading fetches the
 * page anew, which fixes both; without this the whole app would go blank.
 */
export function ScreenError() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-slate-700">This page could not be shown. Reload the page to try again; if it happens again, check your connection.</p>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </div>
    </main>
  );
}
