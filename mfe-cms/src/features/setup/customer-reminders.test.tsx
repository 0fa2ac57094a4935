import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields, renderCms } from '../../../test/render-cms';

/**
 * Customer payment reminders: a field of the unpaid-invoice setting, where the staff
 * alert is set; svc-notify reads it from `setup.changed`. Empty is off.
 */
test('the unpaid-invoice section saves "remind customers N days after the due date"; empty is off', async () => {
  const sent: Array<Record<string, string>> = [];
  const { net } = renderCms('/admin/setup', {
    'POST admin/createSingleSetup': async (request) => {
      sent.push(await formFields(request));
      return { body: { data: {}, message: 'Data updated successfully!' } };
    },
  });
  const user = userEvent.setup();
  const unpaid = within(await screen.findByRole('form', { name: 'Set E-mail & Unpaid Time' }));
  const days = unpaid.getByLabelText('Remind customers (days after the due date)');
  expect(days).toHaveValue(null);
  expect(days).toHaveAttribute('placeholder', 'Empty: no customer reminders');

  await user.type(days, '0');
  await user.click(unpaid.getByRole('button', { name: 'Save' }));
  expect(unpaid.getByText('The customer reminder days must be at least 1.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/createSingleSetup')).toHaveLength(0);

  await user.clear(days);
  await user.type(days, '7');
  await user.click(unpaid.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data updated successfully!')).toBeInTheDocument();
  expect(sent.at(-1)).toMatchObject({ key: 'unpiadInvoice', customer_reminder_days: '7' });

  await user.clear(days);
  await user.click(unpaid.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).not.toHaveProperty('customer_reminder_days');
});
