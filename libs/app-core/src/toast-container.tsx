import { Slide, ToastContainer } from 'react-toastify';

/**
 * The one toast container, loaded by ToastHost (toast.tsx) when the first toast is raised. Bottom right:
 * at the top right a toast covered the page header's actions (Admin List's Add New) just after they were
 * used, when the admin is most likely to use them again.
 */
export default function VoltdeskToastContainer() {
  return (
    <ToastContainer position="bottom-right" autoClose={3000} newestOnTop transition={Slide} theme="colored" />
  );
}
