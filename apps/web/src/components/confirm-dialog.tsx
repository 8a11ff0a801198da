import { Button, type ButtonVariant } from './button';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The confirm button's label while the action runs. */
  pendingLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  variant?: ButtonVariant;
}

/** "Are you sure?" before an action: Cancel, or the action's own button. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pendingLabel, isPending, onConfirm, variant = 'primary' }: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant={variant} disabled={isPending} onClick={onConfirm}>
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
