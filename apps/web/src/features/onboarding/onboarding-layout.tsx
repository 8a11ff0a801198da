import type { ReactNode } from 'react';
import { TopBar } from '../../components/top-bar';

/** A centred card under the top bar, for the screens a new user must finish before anything else. */
export function OnboardingLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <TopBar />
      <main className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
        <div className="grid gap-2 text-center">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="text-slate-600">{intro}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}
