import { coinFlow } from './coin-flow.js';

describe('the coin flow of the admin charts', () => {
  it('answers one entry a day, oldest first, zeros where nothing moved, and leaves out days before the window', () => {
    const recorded = [
      { day: '2026-05-28', purchased: 99, paidOut: 99 },
      { day: '2026-05-30', purchased: 130, paidOut: 0 },
      { day: '2026-06-01', purchased: 25, paidOut: 150 },
    ];
    expect(coinFlow(recorded, new Date('2026-06-01T12:00:00Z'), 4)).toEqual([
      { day: '2026-05-29', purchased: 0, paidOut: 0 },
      { day: '2026-05-30', purchased: 130, paidOut: 0 },
      { day: '2026-05-31', purchased: 0, paidOut: 0 },
      { day: '2026-06-01', purchased: 25, paidOut: 150 },
    ]);
  });

  it('answers zeros for every day of a window with no movement', () => {
    expect(coinFlow([], new Date('2026-06-01T00:00:00Z'), 2)).toEqual([
      { day: '2026-05-31', purchased: 0, paidOut: 0 },
      { day: '2026-06-01', purchased: 0, paidOut: 0 },
    ]);
  });
});
