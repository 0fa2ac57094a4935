import { normalizeError, toastError, toastSuccess } from '@voltdesk/app-core';
import { useSubmitOnce, type SubmitOnce } from '@voltdesk/app-core/forms';
import {
  useAcceptQuoteMutation,
  useConvertQuoteMutation,
  useCreateDepositInvoiceMutation,
  useCreateFinalInvoiceMutation,
  useDeclineQuoteMutation,
} from './quotes-api';

/** What a refused call says: svc-pos's field message (422) or its message (409), else a plain one. */
function say(error: unknown) {
  const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
  toastError(Object.values(e.fields)[0] ?? e.message ?? 'Something went wrong!');
}

/**
 * Accept, Decline (with an optional reason), Convert to invoice, and Create deposit / final invoice (each
 * with an optional due date) of one quote: each toasts svc-pos's message and calls `onDone`, or toasts why it was refused. `busy` while any
 * of them is on its way.
 */
export function useQuoteDecisions(id: string, onDone: () => void) {
  const [accept, accepting] = useAcceptQuoteMutation();
  const [decline, declining] = useDeclineQuoteMutation();
  const [convert, converting] = useConvertQuoteMutation();
  const [deposit, depositing] = useCreateDepositInvoiceMutation();
  const [final, finishing] = useCreateFinalInvoiceMutation();
  // An Accepted, Declined or Converted quote is never Open again, so each decision is taken once per page.
  const acceptOnce = useSubmitOnce();
  const declineOnce = useSubmitOnce();
  const convertOnce = useSubmitOnce();
  const depositOnce = useSubmitOnce();
  const finalOnce = useSubmitOnce();
  const busy =
    accepting.isLoading ||
    declining.isLoading ||
    converting.isLoading ||
    depositing.isLoading ||
    finishing.isLoading;

  /** Each decision is taken once: a double click's second would only earn svc-pos's 409 after the success. */
  const run = (once: SubmitOnce, call: () => Promise<{ message?: string }>) =>
    once(async () => {
      try {
        const res = await call();
        if (res.message) toastSuccess(res.message);
        onDone();
        return true;
      } catch (error) {
        say(error);
        return false;
      }
    });

  return {
    busy,
    accept: () => run(acceptOnce, () => accept({ id }).unwrap()),
    decline: (reason: string) =>
      run(declineOnce, () => decline({ id, reason: reason.trim() || null }).unwrap()),
    convert: (dueDate: string) => run(convertOnce, () => convert({ id, due_date: dueDate || null }).unwrap()),
    depositInvoice: (dueDate: string) =>
      run(depositOnce, () => deposit({ id, due_date: dueDate || null }).unwrap()),
    finalInvoice: (dueDate: string) =>
      run(finalOnce, () => final({ id, due_date: dueDate || null }).unwrap()),
  };
}
