import * as Tabs from '../../components/tabs';
import type { ReactNode } from 'react';

const triggerClassName =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950 data-[state=active]:bg-slate-900 data-[state=active]:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
  /** The panel's own layout, e.g. a grid of sections. */
  className?: string;
}

/** An admin page's tabs (Radix Tabs), the first one open: dark when selected, as the admin area's navigation. */
export function AdminTabs({ label, tabs }: { label: string; tabs: readonly AdminTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value}>
      <Tabs.List aria-label={label} className="mb-6 inline-flex gap-1 rounded-lg bg-white p-1 shadow-sm">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClassName}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={`focus-visible:outline-none ${tab.className ?? ''}`}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
