import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListView, pageOnClient, pageQuery, useListParams, type ListPageOf } from './index';

interface Person {
  id: string;
  name: string;
  age: number;
}

const people: Person[] = Array.from({ length: 25 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  age: 60 - i,
}));

function People({
  rows = people,
  failed = false,
  loading = false,
  onDelete = () => Promise.resolve(),
}: {
  rows?: Person[];
  failed?: boolean;
  loading?: boolean;
  onDelete?: (p: Person) => Promise<unknown>;
}) {
  const control = useListParams({ perPage: 10 });
  const [left, setLeft] = useState(rows);
  const page: ListPageOf<Person> | undefined = loading
    ? undefined
    : pageOnClient(left, control.params, {
        text: (p) => p.name,
        sortValues: { name: (p) => p.name, age: (p) => p.age },
      });
  return (
    <ListView
      caption="People"
      columns={[
        { header: 'Name', cell: (p: Person) => p.name, sortKey: 'name' },
        { header: 'Age', cell: (p: Person) => p.age, sortKey: 'age' },
      ]}
      rowKey={(p) => p.id}
      control={control}
      result={{ data: page, isLoading: loading, isError: failed }}
      emptyText="Nobody yet."
      searchLabel="Search people"
      actions={{
        name: (p) => p.name,
        onEdit: () => undefined,
        onDelete: async (p) => {
          await onDelete(p);
          setLeft((all) => all.filter((x) => x.id !== p.id));
        },
      }}
    />
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

test('shows one page at a time with row numbers that go on counting, and a pager that works by keyboard', async () => {
  render(<People />);
  const table = screen.getByRole('table', { name: 'People' });
  expect(within(table).getAllByRole('row')).toHaveLength(11);
  expect(bodyRows()[0]).toHaveTextContent('1Person 0160');
  const pager = screen.getByRole('navigation', { name: 'People pages' });
  expect(pager).toHaveTextContent('1–10 of 25');
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  const user = userEvent.setup();
  within(pager).getByRole('button', { name: 'Page 2' }).focus();
  await user.keyboard('{Enter}');
  expect(bodyRows()[0]).toHaveTextContent('11Person 11');
  expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(bodyRows()).toHaveLength(5);
  expect(bodyRows()[4]).toHaveTextContent('25Person 25');
  expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('the labelled search box narrows the list, starts again at page 1 and says when nothing matches', async () => {
  render(<People />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  const search = within(screen.getByRole('search', { name: 'Search people' })).getByLabelText(
    'Search people',
  );
  await user.type(search, 'person 1');
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  expect(bodyRows()[0]).toHaveTextContent('1Person 10');
  expect(bodyRows()[9]).toHaveTextContent('10Person 19');
  // Ten matches fit on one page: no pager.
  expect(screen.queryByRole('navigation', { name: 'People pages' })).toBeNull();

  await user.clear(search);
  await user.type(search, 'nobody{Enter}');
  expect(await screen.findByText('Nothing matches "nobody".')).toBeInTheDocument();
});

test('column headers sort both ways and say so to assistive technology', async () => {
  render(<People />);
  const user = userEvent.setup();
  const ageHeader = screen.getByRole('columnheader', { name: /Age/ });
  expect(ageHeader).toHaveAttribute('aria-sort', 'none');
  await user.click(within(ageHeader).getByRole('button'));
  expect(ageHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(bodyRows()[0]).toHaveTextContent('1Person 2536');
  await user.click(within(ageHeader).getByRole('button'));
  expect(ageHeader).toHaveAttribute('aria-sort', 'descending');
  expect(bodyRows()[0]).toHaveTextContent('1Person 0160');
});

test("delete asks 'Are you sure delete?' first; Cancel keeps the row, Delete removes it", async () => {
  const onDelete = jest.fn(() => Promise.resolve());
  render(<People onDelete={onDelete} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete Person 02' }));
  let confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(confirm).toHaveTextContent('Are you sure delete?');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(onDelete).not.toHaveBeenCalled();
  expect(screen.getByRole('cell', { name: 'Person 02' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete Person 02' }));
  confirm = screen.getByRole('dialog', { name: 'Confirm' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(onDelete).toHaveBeenCalledWith(people[1]);
  expect(screen.queryByRole('cell', { name: 'Person 02' })).toBeNull();
});

test('deleting the only row of the last page shows the page before it', async () => {
  render(<People rows={people.slice(0, 11)} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await user.click(screen.getByRole('button', { name: 'Delete Person 11' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  expect(bodyRows()[0]).toHaveTextContent('1Person 01');
});

test('loading, empty and failed states', () => {
  const { unmount } = render(<People loading />);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  unmount();
  const empty = render(<People rows={[]} />);
  expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
  empty.unmount();
  render(<People failed rows={[]} />);
  expect(screen.getByRole('alert')).toHaveTextContent('People could not be loaded. Please try again.');
});

test('pageQuery sends page, per_page and a trimmed search only when there is one', () => {
  expect(pageQuery({ page: 2, perPage: 20, search: '  ' })).toEqual({ page: 2, per_page: 20 });
  expect(pageQuery({ page: 1, perPage: 50, search: ' fuse ' })).toEqual({
    page: 1,
    per_page: 50,
    search: 'fuse',
  });
});

test("a row's other actions come before Edit and Delete, and the search field can say what it searches", () => {
  function Orders() {
    const control = useListParams();
    return (
      <ListView
        caption="Orders"
        columns={[{ header: 'Name', cell: (p: Person) => p.name }]}
        rowKey={(p) => p.id}
        control={control}
        result={{ data: { rows: people.slice(0, 1), total: 1 }, isLoading: false }}
        emptyText="No orders."
        searchLabel="Search"
        searchPlaceholder="Name or phone"
        actions={{
          name: (p) => p.name,
          extra: (p) => <button type="button">{`Pay ${p.name}`}</button>,
          onDelete: () => Promise.resolve(),
        }}
      />
    );
  }
  render(<Orders />);
  const row = screen.getByRole('cell', { name: 'Person 01' }).closest('tr')!;
  expect(
    within(row)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Pay Person 01', 'Delete']);
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Name or phone');
});
