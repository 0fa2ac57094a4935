import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, renderCms } from '../../../test/render-cms';
import { id, testimonials } from '../../../test/fixtures';

test('lists testimonials; add, update (422) and delete', async () => {
  let rows = [...testimonials];
  const { net } = renderCms('/admin/testimonials', {
    'GET getTestimonial': () => ({ body: { data: rows } }),
    'POST admin/insertTestimonial': () => {
      rows = [...rows, { id: id(43), name: 'Ada', text: 'Lovely work.', status: 1 }];
      return { status: 201, body: { data: rows[2], message: 'Testimonial created successfully.' } };
    },
    'PUT admin/updateTestimonial': invalid({ text: ['The text may not be greater than 2000 characters.'] }),
    'DELETE admin/deleteTestimonial': { body: { data: null, message: 'Testimonial deleted successfully.' } },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('cell', { name: 'Quick and tidy.' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Name',
    'Text',
    'Status',
    'Action',
  ]);
  expect(document.title).toBe('Testimonial List');

  await user.click(screen.getByRole('button', { name: 'Add New' }));
  const add = screen.getByRole('dialog', { name: 'Add Testimonial' });
  await user.click(within(add).getByRole('button', { name: 'Save' }));
  expect(within(add).getByText('The name field is required.')).toBeInTheDocument();
  await user.type(within(add).getByLabelText('Name'), 'Ada');
  await user.type(within(add).getByLabelText('Text'), 'Lovely work.');
  await user.click(within(add).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Testimonial created successfully.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertTestimonial')[0]!.body).toEqual({ name: 'Ada', text: 'Lovely work.' });
  expect(await screen.findByRole('cell', { name: 'Lovely work.' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Alan' }));
  const edit = screen.getByRole('dialog', { name: 'Update Testimonial' });
  expect(within(edit).getByLabelText('Status')).toHaveDisplayValue('Inactive');
  await user.click(within(edit).getByRole('button', { name: 'Update' }));
  expect(
    await within(edit).findByText('The text may not be greater than 2000 characters.'),
  ).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateTestimonial')[0]!.body).toEqual({
    id: id(42),
    name: 'Alan',
    text: 'Fair price.',
    status: 0,
  });
  await user.click(within(edit).getAllByRole('button', { name: 'Close' })[0]!);

  await user.click(screen.getByRole('button', { name: 'Delete Grace' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Testimonial deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('DELETE admin/deleteTestimonial')[0]!.search).toBe(`?id=${id(41)}`));
});
