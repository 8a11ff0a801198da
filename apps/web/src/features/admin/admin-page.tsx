import type { ReactNode } from 'react';

/** The body of an admin screen: its title, the screen's own actions beside it, then its content. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  );
}
