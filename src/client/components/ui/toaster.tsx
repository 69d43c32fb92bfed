import { lazy, Suspense } from 'react';
import { useCurrentToast } from './toast';

// Radix Toast loads with the first toast, so pages that never show one never download it.
const ToastView = lazy(() => import('./toast-view'));

export function Toaster() {
  return useCurrentToast() ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
}
