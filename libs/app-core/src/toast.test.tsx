import { act, render, screen } from '@testing-library/react';
import { TOAST_TEXT, ToastHost, toastError, toastSuccess } from './toast';

test('the toast host stays empty until the first toast, then shows every toast raised', async () => {
  const { container } = render(<ToastHost />);
  // Nothing of react-toastify on the page until a toast is raised (it loads on demand).
  expect(container).toBeEmptyDOMElement();

  act(() => toastSuccess(TOAST_TEXT.subscribed));
  expect(await screen.findByText('Thanks for subscribe.')).toBeInTheDocument();

  act(() => toastError(TOAST_TEXT.subscribeFailed));
  expect(await screen.findByText('Somting went wrong.')).toBeInTheDocument();
});
