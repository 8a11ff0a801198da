import * as RadixToast from '@radix-ui/react-toast';
import { useAppDispatch, useAppSelector } from '../../app/store-hooks';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../constants';
import { type ToastMessage, toastClosed } from './toast-slice';

const toneClasses: Record<ToastMessage['tone'], string> = {
  neutral: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-green-50 text-green-950',
  error: 'border-red-200 bg-red-50 text-red-950',
};

/** Renders the current toast from the store; mounted once at the root of the app. */
export function Toaster() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector((state) => state.toast.current);

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toast && (
        <RadixToast.Root
          // A new key per toast restarts Radix's timer and swipe state when one toast replaces another.
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) dispatch(toastClosed(toast.id));
          }}
          className={`relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform ${toneClasses[toast.tone]}`}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title>
            {toast.description && <RadixToast.Description className="text-sm">{toast.description}</RadixToast.Description>}
          </div>
          <RadixToast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      {/* Spec section 9: the viewport is at most 420px wide from medium screens up. Above the
          dialogs (z-50), whose own failures are told in toasts. */}
      <RadixToast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed top-0 right-0 z-60 flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
