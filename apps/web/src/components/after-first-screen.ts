import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { firstScreenShown } from '../app/first-screen';

/**
 * Runs `load` once the app's first screen is shown (app/first-screen.ts): code that the first
 * screen does not draw leaves the slow network to what it does draw.
 */
export const afterFirstScreen = <T>(load: () => Promise<T>): Promise<T> => firstScreenShown.then(load);

/**
 * A component whose code is fetched when it is first drawn, but not before the first screen is
 * shown: what opens only on a click (a menu, a dialog) is then no part of a screen's first load.
 */
export function lazyAfterFirstScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await afterFirstScreen(load) }));
}
