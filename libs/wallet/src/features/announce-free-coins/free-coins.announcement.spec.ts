import { freeCoinsMessage } from './free-coins.announcement.js';

describe('what a server says at start about getting VibeCoins (issue 21)', () => {
  it('says that the test provider adds any package at once, and names the coupon when one is set', () => {
    expect(freeCoinsMessage({ name: 'test' }, null)).toBe(
      'VibeCoins are free on this server (PAYMENT_PROVIDER=test, the default outside production): sign in, open Balance, Buy VibeCoins, and any package is added at once with no card',
    );
    expect(freeCoinsMessage({ name: 'test' }, 'launch')).toMatch(/with no card; the coupon code "launch" adds 1000 VC once per user$/);
  });

  it('says nothing where coins are paid for, or cannot be bought', () => {
    expect(freeCoinsMessage({ name: 'stripe' }, 'launch')).toBeNull();
    expect(freeCoinsMessage({ name: null }, null)).toBeNull();
  });
});
