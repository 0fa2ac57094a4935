import { act, renderHook } from '@testing-library/react';
import { useSubmitOnce } from './use-submit-once';

/** A submit the test answers when it likes: `answer(true)` for taken, `answer(false)` for refused. */
function pendingSubmit() {
  let answer: (taken: boolean) => void = () => undefined;
  const send = jest.fn(
    () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
  );
  return { send, answer: (taken: boolean) => answer(taken) };
}

const submitter = () => renderHook(() => useSubmitOnce()).result.current;

test('a second submit while the first is on its way is not sent', async () => {
  const submitOnce = submitter();
  const first = pendingSubmit();
  const second = jest.fn(async () => true);
  let firstDone: Promise<void> = Promise.resolve();
  act(() => {
    firstDone = submitOnce(first.send);
  });
  await act(() => submitOnce(second));
  expect(second).not.toHaveBeenCalled();
  first.answer(true);
  await act(() => firstDone);
  expect(first.send).toHaveBeenCalledTimes(1);
});

test('once the server took the submit, a click before the screen has moved on sends nothing', async () => {
  const submitOnce = submitter();
  await act(() => submitOnce(async () => true));
  const late = jest.fn(async () => true);
  await act(() => submitOnce(late));
  expect(late).not.toHaveBeenCalled();
});

test('a refused or failed submit can be sent again', async () => {
  const submitOnce = submitter();
  await act(() => submitOnce(async () => false));
  const retry = jest.fn(async () => false);
  await act(() => submitOnce(retry));
  expect(retry).toHaveBeenCalledTimes(1);

  await expect(
    submitOnce(async () => {
      throw new Error('network');
    }),
  ).rejects.toThrow('network');
  const afterThrow = jest.fn(async () => true);
  await act(() => submitOnce(afterThrow));
  expect(afterThrow).toHaveBeenCalledTimes(1);
});
