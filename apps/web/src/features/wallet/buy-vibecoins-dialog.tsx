import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { formatCoins } from './coins';
import { COINS_ADDED_TOAST, CouponArea } from './coupon-area';
import { PackageChoices } from './package-choices';
import { useBuyVibeCoinsMutation, useListPackagesQuery } from './wallet.api';

/** The Buy VibeCoins button and its dialog (spec 2.6): the six packages, a collapsible coupon area. */
export function BuyVibeCoinsButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Buy VibeCoins
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Buy VibeCoins" description="Choose a package. Bigger packages come with bonus coins." size="wide">
        {/* Mounted only while open: each opening starts with no package chosen and a new purchase key. */}
        {open && <BuyVibeCoinsForm onDone={() => setOpen(false)} />}
      </ModalDialog>
    </>
  );
}

function BuyVibeCoinsForm({ onDone }: { onDone: () => void }) {
  const { data, isLoading } = useListPackagesQuery();
  const [packageId, setPackageId] = useState<string | null>(null);
  // One key for this dialog's purchase: a double click or a retry after a lost answer is credited once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [buy, { isLoading: buying }] = useBuyVibeCoinsMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function handleBuy() {
    if (!packageId) return;
    const result = await buy({ 'Idempotency-Key': idempotencyKey, buyVibeCoinsRequest: { packageId } });
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to add VibeCoins') });
      return;
    }
    if (result.data.status === 'pending' && result.data.checkoutUrl) {
      window.location.assign(result.data.checkoutUrl);
      return;
    }
    showToast({ ...COINS_ADDED_TOAST, tone: 'success' });
    onDone();
  }

  if (isLoading || !data) return <p className="text-sm text-slate-600">Loading packages…</p>;
  if (!data.provider) return <p className="text-sm text-slate-700">Buying VibeCoins is not available right now. You can still redeem a coupon below.</p>;
  const chosen = data.packages.find((p) => p.id === packageId);
  return (
    <div className="grid gap-4">
      {data.testMode && (
        <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          <strong className="font-semibold">Test mode:</strong> no card is charged. Any package you buy here is added to your balance at once.
        </p>
      )}
      <PackageChoices packages={data.packages} value={packageId} onChange={setPackageId} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={handleBuy} disabled={!chosen || buying}>
          {chosen ? `Buy ${formatCoins(chosen.vibeCoins)} for $${chosen.usd}` : 'Choose a package'}
        </Button>
      </div>
      <CouponArea onRedeemed={onDone} />
    </div>
  );
}
