import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, DataTable, StatusBadge } from './index';
import { validateWithSchema } from '../forms';

test('DataTable numbers rows from 1 in the SL column', () => {
  render(
    <DataTable
      columns={[{ header: 'Name', cell: (r: { id: string; name: string }) => r.name }]}
      rows={[
        { id: 'a', name: 'Ada' },
        { id: 'b', name: 'Bob' },
      ]}
      rowKey={(r) => r.id}
    />,
  );
  const rows = screen.getAllByRole('row');
  expect(rows[0]).toHaveTextContent('SL');
  expect(rows[1]).toHaveTextContent('1Ada');
  expect(rows[2]).toHaveTextContent('2Bob');
});

test('StatusBadge toggles on click, and is plain text when disabled', async () => {
  const onToggle = jest.fn();
  const { rerender } = render(<StatusBadge status={1} onToggle={onToggle} />);
  await userEvent.click(screen.getByRole('button', { name: 'Active' }));
  expect(onToggle).toHaveBeenCalledTimes(1);
  rerender(<StatusBadge status={0} onToggle={onToggle} disabled />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('Inactive')).toBeInTheDocument();
});

test("ConfirmDialog asks 'Are you sure delete?'", async () => {
  const onConfirm = jest.fn();
  render(<ConfirmDialog open onConfirm={onConfirm} onCancel={() => undefined} />);
  expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure delete?');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalled();
});

test('form validation uses the contract schemas and the server wording', () => {
  expect(validateWithSchema('auth.adminRegister', { name: '', email: 'nope', password: '' })).toEqual({
    name: 'The name field is required.',
    email: 'The email must be a valid email address.',
    password: 'The password must be at least 8 characters.',
  });
  expect(
    validateWithSchema('auth.adminRegister', { name: 'A', email: 'a@b.io', password: 'secret123' }),
  ).toEqual({});
});
