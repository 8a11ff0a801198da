import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import type { CannotHideBody } from './songs.api';

/** Spec section 8: the reason badge and the hint of each refusal to hide. */
const REASONS: Record<CannotHideBody['reason'], { badge: string; hint: string }> = {
  active_bounty: { badge: 'Active Bounty', hint: 'Cancel the bounty first to hide this song.' },
  pending_submissions: { badge: 'Pending Reviews', hint: 'Wait for curator reviews or cancel submissions first.' },
  active_submissions: { badge: 'Active Placements', hint: 'Wait for curator reviews or cancel submissions first.' },
};

function amounts(refusal: CannotHideBody): string[] {
  const facts: string[] = [];
  if (refusal.bountyAmount !== null && refusal.bountyAmount > 0) facts.push(`Bounty: ${Math.round(refusal.bountyAmount)} VC`);
  if (refusal.submissionCount) facts.push(`${refusal.submissionCount} ${refusal.submissionCount === 1 ? 'submission' : 'submissions'}`);
  return facts;
}

/** The blocking "Cannot Hide Song" dialog, shown when the server answers canHide: false. */
export function CannotHideDialog({ refusal, onClose }: { refusal: CannotHideBody | null; onClose: () => void }) {
  const reason = refusal ? REASONS[refusal.reason] : null;
  return (
    <ModalDialog open={refusal !== null} onOpenChange={(open) => !open && onClose()} title="Cannot Hide Song" description={refusal?.message ?? ''}>
      {refusal && reason && (
        <div className="grid gap-3">
          <p>
            <span className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-900">{reason.badge}</span>
          </p>
          {refusal.details && refusal.details !== reason.hint && <p className="text-sm text-slate-700">{refusal.details}</p>}
          {amounts(refusal).length > 0 && (
            <ul className="flex flex-wrap gap-x-4 text-sm font-medium text-slate-800">
              {amounts(refusal).map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          )}
          <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">{reason.hint}</p>
          <div className="flex justify-end">
            <Button onClick={onClose}>Got it</Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
