import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, renderPos } from '../../../test/render-pos';
import { categories, id } from '../../../test/fixtures';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists the categories with a 1-based SL and sets the title', async () => {
  renderPos('/admin/category', { 'GET admin/getCategories': { body: { data: categories } } });
  expect(await screen.findByRole('cell', { name: 'Safety checks' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['SL', 'Name', 'Action']);
  expect(within(rowOf('Electrical')).getAllByRole('cell')[0]).toHaveTextContent('1');
  expect(within(rowOf('Safety checks')).getAllByRole('cell')[0]).toHaveTextContent('2');
  expect(document.title).toBe('Category List');
});

test('Add New checks the name, saves it, toasts the answer, closes and reloads the list', async () => {
  let rows = [...categories];
  const { net } = renderPos('/admin/category', {
    'GET admin/getCategories': () => ({ body: { data: rows } }),
    'POST admin/insertCategory': async (request) => {
      const { name } = (await request.json()) as { name: string };
      rows = [...rows, { id: id(3), name }];
      return { status: 201, body: { data: { id: id(3), name }, message: 'Category created successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Category' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The name field is required.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertCategory')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Name'), '  Lighting ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Category created successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Add Category' })).toBeNull();
  expect(net.callsTo('POST admin/insertCategory')[0]!.body).toEqual({ name: 'Lighting' });
  expect(await screen.findByRole('cell', { name: 'Lighting' })).toBeInTheDocument();
});

test('the update modal shows the server field error from a 422 and stays open', async () => {
  const { net } = renderPos('/admin/category', {
    'GET admin/getCategories': { body: { data: categories } },
    'PUT admin/updateCategory': invalid({ name: ['The name has already been taken.'] }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Electrical' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Category' });
  const name = within(dialog).getByLabelText('Name');
  expect(name).toHaveValue('Electrical');
  await user.clear(name);
  await user.type(name, 'Safety checks');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateCategory')[0]!.body).toEqual({ id: id(1), name: 'Safety checks' });
});

test("delete asks 'Are you sure delete?' and shows why the server refused", async () => {
  const { net } = renderPos('/admin/category', {
    'GET admin/getCategories': { body: { data: categories } },
    'DELETE admin/deleteCategory': invalid({ id: ['This category has services and cannot be deleted.'] }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Electrical' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(within(confirm).getByText('Are you sure delete?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(net.callsTo('DELETE admin/deleteCategory')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete Electrical' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('This category has services and cannot be deleted.')).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('DELETE admin/deleteCategory')[0]!.search).toBe(`?id=${id(1)}`));
});

test('svc-pos pages and searches the list: the search box asks it again from page 1', async () => {
  const { net } = renderPos('/admin/category', {
    'GET admin/getCategories': (_req, url) =>
      url.searchParams.get('search') === 'safe'
        ? { body: { data: [categories[1]], meta: { page: 1, per_page: 20, total: 1 } } }
        : { body: { data: categories, meta: { page: 1, per_page: 20, total: 2 } } },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('cell', { name: 'Electrical' })).toBeInTheDocument();
  expect(net.callsTo('GET admin/getCategories')[0]!.search).toBe('?page=1&per_page=20');
  await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'safe');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Electrical' })).toBeNull());
  expect(screen.getByRole('cell', { name: 'Safety checks' })).toBeInTheDocument();
  expect(net.callsTo('GET admin/getCategories').at(-1)!.search).toBe('?page=1&per_page=20&search=safe');
});
