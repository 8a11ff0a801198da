import type { ReactNode } from 'react';

interface InsufficientCoinsAlertProps {
  /** What the coins would pay for, as the sentence starts: "This bounty", "This request". */
  subject: string;
  needed: number;
  available: number;
  /** Where more coins come from (the wallet's Buy VibeCoins). */
  buyAction: ReactNode;
}

/** Spec 2.6: the warning shown when the available VibeCoins fall short of a price, the VC needed against the VC available, with a way to buy more. */
export function InsufficientCoinsAlert({ subject, needed, available, buyAction }: InsufficientCoinsAlertProps) {
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p>
        <strong className="font-semibold">Insufficient VibeCoins.</strong> {subject} needs {needed} VC and you have {available} VC available.
      </p>
      <div>{buyAction}</div>
    </div>
  );
}
