import { type ReactNode, Suspense, useEffect } from 'react';
import { afterFirstScreen, lazyAfterFirstScreen } from './after-first-screen';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** `wide` for dialogs that list things side by side on large screens. */
  size?: 'default' | 'wide';
  children: ReactNode;
}

// Radix's dialog (focus trap, scroll lock, portal) is drawn only while a dialog is open: its code
// is not part of any screen's first load.
const loadOpenModalDialog = async () => (await import('./open-modal-dialog')).OpenModalDialog;
const OpenModalDialog = lazyAfterFirstScreen(loadOpenModalDialog);

/**
 * A centred, scrollable modal with a title, a one-line description and a close button. Closed, it
 * draws nothing; closing it unmounts it, and focus goes back to where it was before it opened.
 */
export function ModalDialog(props: ModalDialogProps) {
  // A screen with a dialog fetches its code once the screen is shown, so that it opens at once.
  useEffect(() => void afterFirstScreen(loadOpenModalDialog).catch(() => undefined), []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <OpenModalDialog {...props} />
    </Suspense>
  );
}
