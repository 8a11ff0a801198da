/** Where commands learn the time: injected, so that rules about time are tested without waiting. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
