import { Slide, ToastContainer } from 'react-toastify';

/** The one toast container, loaded by ToastHost (toast.tsx) when the first toast is raised. */
export default function VoltdeskToastContainer() {
  return (
    <ToastContainer position="top-right" autoClose={3000} newestOnTop transition={Slide} theme="colored" />
  );
}
