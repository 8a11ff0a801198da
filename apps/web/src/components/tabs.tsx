import * as RadixTabs from '@radix-ui/react-tabs';
import { type ComponentProps, createContext, type ReactNode, useContext, useId, useState } from 'react';

/**
 * Radix's tabs (their list, keyboard moves and ARIA) with panels of our own. Radix's Tabs.Content
 * mounts through its Presence, which reads the panel's animation name as it is attached: in the
 * middle of React's commit, that forces the style of the whole screen just drawn to be computed
 * at once. In Lighthouse's traces that forced recalculation was the longest part of the longest
 * task of every page with tabs (20-37 ms of a 40 ms task). These panels have no animation to wait
 * for, so they need no Presence: the browser styles them when it paints, as any other element.
 */
interface TabsState {
  readonly baseId: string;
  readonly value: string | undefined;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs.Trigger and Tabs.Content belong inside Tabs.Root');
  return state;
}

// Each tab names its panel and each panel its tab, as Radix's own ids would.
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/** Radix's Root, controlled (`value`) or not (`defaultValue`), telling our panels which tab is selected. */
export function Root({ value, defaultValue, onValueChange, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultValue);
  const selected = value ?? chosen;
  const select = (next: string) => {
    setChosen(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: selected }}>
      <RadixTabs.Root {...props} value={selected} onValueChange={select} />
    </TabsContext.Provider>
  );
}

export const List = RadixTabs.List;

/** Radix's tab, with the ids that tie it to the panel below. */
export function Trigger({ value, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  const { baseId } = useTabs();
  return <RadixTabs.Trigger {...props} value={value} id={triggerId(baseId, value)} aria-controls={contentId(baseId, value)} />;
}

interface ContentProps {
  readonly value: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The panel of a tab: always in the page (its tab points at it), its content only while the tab is selected. */
export function Content({ value, className, children }: ContentProps) {
  const { baseId, value: selected } = useTabs();
  const isSelected = value === selected;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      hidden={!isSelected}
      tabIndex={0}
      data-state={isSelected ? 'active' : 'inactive'}
      className={className}
    >
      {isSelected && children}
    </div>
  );
}
