import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '../toast';
import { pageOnClient, RecordList, useListParams, type DeleteOutcome } from './index';

interface Fuse {
  id: string;
  name: string;
}

const fuses: Fuse[] = [
  { id: 'f1', name: 'Main fuse' },
  { id: 'f2', name: 'Garage fuse' },
];

function Fuses({
  heading = false,
  remove = () => Promise.resolve({ data: { message: 'Fuse deleted.' } }),
}: {
  heading?: boolean;
  remove?: (row: Fuse) => Promise<DeleteOutcome>;
}) {
  const control = useListParams();
  return (
    <>
      <RecordList
        caption="Fuses"
        columns={[{ header: 'Name', cell: (f: Fuse) => f.name }]}
        rowKey={(f) => f.id}
        control={control}
        result={{ data: pageOnClient(fuses, control.params, { text: (f) => f.name }), isLoading: false }}
        emptyText="No fuses."
        searchLabel="Search fuses"
        name={(f) => f.name}
        heading={heading ? (add) => <header data-testid="heading">{add}</header> : undefined}
        editor={(fuse, close) => (
          <div role="dialog" aria-label={fuse ? `Update ${fuse.name}` : 'Add fuse'}>
            <button type="button" onClick={close}>
              Close
            </button>
          </div>
        )}
        remove={{ call: remove, deleted: 'Fuse deleted successfully.' }}
      />
      <ToastHost />
    </>
  );
}

test("'Add New' opens the editor empty, each row's Edit opens it with that record, and close shuts it", async () => {
  render(<Fuses />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add New' }));
  expect(screen.getByRole('dialog', { name: 'Add fuse' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Edit Garage fuse' }));
  expect(screen.getByRole('dialog', { name: 'Update Garage fuse' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Main fuse' }));
  expect(screen.getByRole('dialog', { name: 'Update Main fuse' })).toBeInTheDocument();
});

test("'Add New' goes in the screen's heading when the list is given one, else beside the search", () => {
  const { unmount } = render(<Fuses heading />);
  expect(within(screen.getByTestId('heading')).getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  unmount();
  render(<Fuses />);
  expect(screen.queryByTestId('heading')).toBeNull();
  expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
});

test("a confirmed delete toasts the server's message, or the list's own when the server sends none", async () => {
  const remove = jest
    .fn<Promise<DeleteOutcome>, [Fuse]>()
    .mockResolvedValueOnce({ data: { message: 'Fuse gone.' } })
    .mockResolvedValueOnce({ data: null });
  render(<Fuses remove={remove} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete Main fuse' }));
  expect(screen.getByRole('dialog', { name: 'Confirm' })).toHaveTextContent('Are you sure delete?');
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Fuse gone.')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith(fuses[0]);

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Delete Garage fuse' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Fuse deleted successfully.')).toBeInTheDocument();
});

test("a refused delete toasts the server's reason", async () => {
  render(
    <Fuses
      remove={() =>
        Promise.resolve({
          error: {
            status: 422,
            data: { message: 'The given data was invalid.', data: { id: ['This fuse is in use.'] } },
          },
        })
      }
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete Main fuse' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('This fuse is in use.')).toBeInTheDocument();
});
