import { Slide, ToastContainer, toast } from 'react-toastify';

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

export function toastSuccess(message: string): void {
  toast.success(message);
}

export function toastError(message: string): void {
  toast.error(message);
}

/** Mounted once by the shell; remotes only call the helpers above. */
export function ToastHost() {
  return (
    <ToastContainer position="top-right" autoClose={3000} newestOnTop transition={Slide} theme="colored" />
  );
}
