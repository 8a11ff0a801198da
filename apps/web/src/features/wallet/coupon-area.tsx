import { type FormEvent, useState } from 'react';
import { failureMessage, isApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useRedeemCouponMutation } from './wallet.api';

export const COINS_ADDED_TOAST = { title: 'VibeCoins Added!', description: 'Your VibeCoins have been added to your account' } as const;

/** Spec 2.6 and section 5: collapsed until asked for; Redeem is disabled while the code is empty. */
export function CouponArea({ onRedeemed }: { onRedeemed: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const [code, setCode] = useState('');
  const [redeem, { isLoading }] = useRedeemCouponMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await redeem({ couponCode: code });
    if (!result.error) {
      showToast({ ...COINS_ADDED_TOAST, tone: 'success' });
      onRedeemed();
      return;
    }
    if (isApiError(result.error) && result.error.kind === 'http' && result.error.status === 400) {
      showToast({ title: 'Invalid Coupon', description: 'This coupon code is not valid', tone: 'error' });
      return;
    }
    showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to add VibeCoins') });
  }

  if (!expanded) {
    return (
      <button
        type="button"
        onClick={() => setExpanded(true)}
        className="justify-self-start rounded text-sm font-semibold text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        Have a coupon code?
      </button>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-2 border-t border-slate-200 pt-4">
      <label htmlFor="coupon-code" className="text-sm font-medium text-slate-800">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          className="min-h-10 flex-1 rounded-md border border-slate-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-slate-900"
        />
        <Button type="submit" variant="secondary" disabled={code.trim() === '' || isLoading}>
          Redeem
        </Button>
      </div>
    </form>
  );
}
