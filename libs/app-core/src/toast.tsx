import { lazy, Suspense, useSyncExternalStore } from 'react';

/** Every toast text of the spec (section 8), exactly as written there. */
export const TOAST_TEXT = {
  dataUpdated: 'Data updated successfully!',
  dataNotUpdated: 'Data not updated!',
  paymentUpdated: 'Payment update successfully',
  somethingWentWrong: 'Something went wrong!',
  invoiceCreated: 'Invoice created',
  invoiceUpdated: 'Invoice updated',
  invoiceFailed: 'Please add item or something went wrong!',
  messageSent: 'Message sent successfully.',
  messageNotSent: 'Message is not sent.',
  subscribed: 'Thanks for subscribe.',
  subscribeFailed: 'Somting went wrong.',
} as const;

// react-toastify (its code and the CSS it injects) is only needed once a toast is raised, so it loads then
// instead of delaying the first paint of every public page. A toast raised before the container has mounted
// waits in react-toastify's own queue and shows as soon as it has.
const loadToastify = () => import('react-toastify');
const LazyToastContainer = lazy(() => import('./toast-container'));

let containerWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: 'success' | 'error', message: string): void {
  if (!containerWanted) {
    containerWanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadToastify().then(({ toast }) => toast[kind](message));
}

export function toastSuccess(message: string): void {
  show('success', message);
}

export function toastError(message: string): void {
  show('error', message);
}

/** Mounted once by the shell; remotes only call the helpers above. Renders nothing until the first toast. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => containerWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  );
}
