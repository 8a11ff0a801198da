import * as Tabs from '../../components/tabs';
import type { ReactNode } from 'react';

export interface ProfileTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The profile's tab row and panels; the first tab is open at first. */
export function ProfileTabs({ label, tabs }: { label: string; tabs: readonly ProfileTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="mt-8">
      <Tabs.List aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 data-[state=active]:border-slate-900 data-[state=active]:text-slate-900"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="py-6 focus-visible:outline-2 focus-visible:outline-slate-900">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

export function EmptyTabState({ message }: { message: string }) {
  return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">{message}</p>;
}
