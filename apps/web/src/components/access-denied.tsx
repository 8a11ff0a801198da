import type { ReactNode } from 'react';

/** What a screen for some users only shows anyone else (spec 2.11, 2.12, 6; the admin pages). */
export function AccessDenied({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <main className="mx-auto grid max-w-xl gap-2 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-slate-700">{message}</p>
      {children}
    </main>
  );
}
