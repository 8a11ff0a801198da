import { type ReactNode, useId } from 'react';

interface SettingsCardProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One titled section of the settings page. */
export function SettingsCard({ title, description, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
