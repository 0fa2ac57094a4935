import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api } from '../src/api';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';
import { until } from '../src/poll';

/**
 * A clerk works the POS and nothing else, whatever they type in the address
 * bar or send to the API; an owner makes them an editor, which ends their session, and they come back to the
 * CMS. The owner (the stack's first admin) and the clerk each have a browser of their own.
 */
let browser: Browser;
let owner: Page;
let clerkContext: BrowserContext;
let clerk: Page;
const cleo = { name: 'Cleo Counter', email: 'cleo.counter@voltdesk.local', password: 'cleos-password' };

// Entries of the sidebar that only CMS roles see, and those only POS roles see (shell menu.ts).
const CMS_ENTRIES = ['Setup', 'Navbars', 'Page List', 'Add Blogs', 'Send Newsletter'];
const POS_ENTRIES = ['New Invoice', 'Orders', 'Quotes', 'Customers', 'Reports'];

const menuOf = (page: Page): Locator => page.getByRole('navigation', { name: 'Admin menu' });
const entry = (page: Page, label: string): Locator =>
  menuOf(page).getByRole('link', { name: label, exact: true });

async function visibleEntries(page: Page, labels: string[]): Promise<string[]> {
  const shown: string[] = [];
  for (const label of labels) if ((await entry(page, label).count()) > 0) shown.push(label);
  return shown;
}

async function loginToken(): Promise<string> {
  const res = await api<{ data: { access_token: string } }>('login', {
    method: 'POST',
    json: { email: cleo.email, password: cleo.password },
  });
  expect(res.status).toBe(200);
  return res.body.data.access_token;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: owner } = await newPage(browser));
  ({ context: clerkContext, page: clerk } = await newPage(browser));
});

afterAll(async () => {
  await browser?.close();
});

describe('roles', () => {
  it('an owner adds a clerk from the Admin List, choosing the role', async () => {
    await signIn(owner);
    await owner.goto('/admin/adminlist');
    await owner.getByRole('button', { name: 'Add New' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add New Admin' });
    await dialog.getByLabel('Name').fill(cleo.name);
    await dialog.getByLabel('Email').fill(cleo.email);
    await dialog.getByLabel('Password').fill(cleo.password);
    await dialog.getByLabel('Role').selectOption({ label: 'Clerk: point of sale' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await owner.getByRole('row', { name: /cleo\.counter@voltdesk\.local/ }).waitFor();
    // What svc-auth stored, not only what the screen drew.
    await owner.reload();
    await expectRole(owner, 'clerk');
    // The signed-in owner cannot change their own role.
    expect(await owner.getByRole('combobox', { name: /^Role of /, disabled: true }).count()).toBe(1);
    await screenshot(owner, 'admin-list-roles-1280');
  });

  it('a clerk cannot open CMS screens or call CMS endpoints, and works the POS', async () => {
    await signIn(clerk, cleo);
    await entry(clerk, 'Orders').waitFor();
    expect(await visibleEntries(clerk, POS_ENTRIES)).toEqual(POS_ENTRIES);
    expect(await visibleEntries(clerk, CMS_ENTRIES)).toEqual([]);
    expect(await entry(clerk, 'Admin List').count()).toBe(0);
    expect(await menuOf(clerk).getByRole('button', { name: 'Site Settings' }).count()).toBe(0);

    // Typed into the address bar, a CMS screen says why it does not open.
    await clerk.goto('/admin/setup');
    await clerk.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await clerk
      .getByRole('alert')
      .getByText('Your role (clerk) does not open this screen. Ask an owner if you need it.')
      .waitFor();
    await screenshot(clerk, 'not-allowed-1280');
    await clerk.goto('/admin/adminlist');
    await clerk.getByRole('heading', { name: 'Not allowed' }).waitFor();

    // The services refuse on their own, whatever the screens show.
    const token = await loginToken();
    const subscribers = await api<{ message: string }>('admin/getNewsLetter', { token });
    expect(subscribers.status).toBe(403);
    expect(subscribers.body.message).toBe(
      'Your role (clerk) does not allow this. Ask an owner if you need it.',
    );
    const post = await api<{ message: string }>('admin/insertPost', {
      method: 'POST',
      token,
      form: postForm(),
    });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe('Your role (clerk) does not allow this. Ask an owner if you need it.');
    const admins = await api('admin/userlist', { token });
    expect(admins.status).toBe(403);

    // The POS is theirs.
    expect((await api('admin/getOrders', { token })).status).toBe(200);
    await entry(clerk, 'Orders').click();
    await clerk.getByRole('heading', { name: 'Order List' }).waitFor();
    await clerk.getByRole('search', { name: 'Search' }).getByRole('searchbox').waitFor();
  });

  it('an owner makes the clerk an editor: their session ends and they come back to the CMS', async () => {
    const token = await loginToken();
    await owner.goto('/admin/adminlist');
    await owner.getByRole('combobox', { name: `Role of ${cleo.name}` }).selectOption('editor');
    const confirm = owner.getByRole('dialog', { name: 'Confirm' });
    await confirm
      .getByText(
        `Make ${cleo.name} (${cleo.email}) an editor? They are signed out at once and sign in again with the new role.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Make Editor' }).click();
    await owner.reload();
    await expectRole(owner, 'editor');

    // Every token of the clerk is revoked (every service enforces it within a few seconds).
    await until(
      async () => (await api('admin/getOrders', { token })).status,
      (status) => status === 401,
      { what: "the clerk's token being refused" },
    );
    // The clerk's browser is signed out at its next call.
    await clerk.goto('/admin/orders');
    await clerk.waitForURL('**/login');

    await signIn(clerk, cleo);
    await entry(clerk, 'Setup').waitFor();
    expect(await visibleEntries(clerk, CMS_ENTRIES)).toEqual(CMS_ENTRIES);
    expect(await visibleEntries(clerk, POS_ENTRIES)).toEqual([]);
    await entry(clerk, 'Page List').click();
    await clerk.getByRole('heading', { name: 'Page List' }).waitFor();
    await clerk.goto('/admin/orders');
    await clerk
      .getByRole('alert')
      .getByText('Your role (editor) does not open this screen. Ask an owner if you need it.')
      .waitFor();

    const editorToken = await loginToken();
    expect((await api('admin/getNewsLetter', { token: editorToken })).status).toBe(200);
    expect((await api('admin/getOrders', { token: editorToken })).status).toBe(403);
    await clerkContext.close();
  });
});

/** A post as the CMS form sends it (multipart), so only the role can be what refuses it. */
function postForm(): FormData {
  const form = new FormData();
  form.set('title', 'Not by a clerk');
  form.set('description', '<p>A clerk wrote this.</p>');
  return form;
}

async function expectRole(page: Page, role: string): Promise<void> {
  const select = page.getByRole('combobox', { name: `Role of ${cleo.name}` });
  await select.waitFor();
  await until(
    () => select.inputValue(),
    (value) => value === role,
    { what: `${cleo.name}'s role showing ${role}` },
  );
}
