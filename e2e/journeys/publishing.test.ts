import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, api } from '../src/api';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';
import { pickPicture, samplePicture } from '../src/picture';
import { until, untilTime } from '../src/poll';

/**
 * An editor writes a post as a draft, previews it as the public will
 * see it (visitors get "page not found" meanwhile), schedules it a minute ahead, and it appears on /blogs
 * once that minute has come, not before; the post keeps a revision of each save, which the owner sees as
 * the editor's by name. The editor and a visitor (who then signs in as the owner) each have a browser of
 * their own.
 */
// The scheduling test waits up to two minutes for its minute, then 90 s of grace: past the usual 120 s.
jest.setTimeout(6 * 60_000);

let browser: Browser;
let editor: Page;
let visitor: Page;
const ed = { name: 'Edie Editor', email: 'edie.editor@voltdesk.local', password: 'edies-password' };
const title = 'Surge protection, explained';

/**
 * `d` as the Publish at field takes it (`2026-11-28T20:35`): on the business's clock, the zone svc-auth
 * serves, not this machine's (the two differ in summer, and a post scheduled an hour early shows at once).
 */
async function businessInput(page: Page, d: Date): Promise<string> {
  const clock = (await (await page.request.get('/api/businessClock')).json()) as {
    data: { time_zone: string };
  };
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: clock.data.time_zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const rowOf = (page: Page): Locator => page.getByRole('row').filter({ hasText: title });

async function blogShowsPost(page: Page): Promise<boolean> {
  await page.goto('/blogs');
  await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  // The list arrives after the heading; wait for its cards (the seed has posts) before looking.
  await page
    .getByRole('link', { name: /^Read More:/ })
    .first()
    .waitFor();
  return (await page.getByRole('link', { name: title, exact: true }).count()) > 0;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: editor } = await newPage(browser, { width: 1440, height: 900 }));
  ({ page: visitor } = await newPage(browser));
  const token = await adminToken();
  const created = await api('admin/adminregister', {
    method: 'POST',
    token,
    json: { ...ed, role: 'editor' },
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
});

describe('publishing', () => {
  it('an editor saves a post as a draft: listed as Draft, off the blog, "page not found" for visitors', async () => {
    await signIn(editor, ed);
    await editor.goto('/admin/posts');
    await editor.getByRole('heading', { level: 1, name: 'Post list' }).waitFor();
    await editor.getByRole('button', { name: 'Add New' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add Post' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).click();
    await editor.keyboard.type('A surge protector guards a home from spikes on the supply.');
    await pickPicture(dialog, 'Image', await samplePicture(browser, 'Surge protection'));
    await dialog.getByLabel('Publication', { exact: true }).selectOption('draft');
    await screenshot(editor, 'post-draft-1440', 'mfe-cms');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(editor).getByRole('cell', { name: 'Draft', exact: true }).waitFor();

    expect(await blogShowsPost(visitor)).toBe(false);
    const slug = await rowOf(editor)
      .getByRole('link', { name: `Preview ${title}` })
      .getAttribute('href');
    expect(slug).toMatch(/^\/details\//);
    await visitor.goto(slug!);
    await visitor.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
  });

  it('previews the draft as the public will see it, marked as a preview only admins see', async () => {
    const [preview] = await Promise.all([
      editor.waitForEvent('popup'),
      rowOf(editor)
        .getByRole('link', { name: `Preview ${title}` })
        .click(),
    ]);
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    await preview.getByRole('status').getByText('It is a draft.').waitFor();
    await preview.getByText('A surge protector guards a home from spikes on the supply.').waitFor();
    await screenshot(preview, 'site-post-preview-1440');
    await preview.close();
  });

  it('keeps the picture in the media library, listed as used by the post', async () => {
    await editor.goto('/admin/media');
    await editor.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    const images = editor.getByRole('table', { name: 'Images' });
    await images
      .getByRole('listitem')
      .filter({ hasText: `Post: ${title}` })
      .first()
      .waitFor();
    await screenshot(editor, 'media-library-1440', 'mfe-cms');
    await editor.goto('/admin/posts');
    await rowOf(editor).waitFor();
  });

  it('schedules it a minute ahead: it is not on /blogs before that minute and is there within a minute of it', async () => {
    // The next whole minute after one from now: between one and two minutes ahead.
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    await rowOf(editor)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = editor.getByRole('dialog', { name: 'Update Post' });
    await dialog.getByLabel('Publication', { exact: true }).selectOption('published');
    await dialog.getByLabel('Publish at (empty: at once)').fill(await businessInput(editor, at));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(editor)
      .getByRole('cell', { name: /^Scheduled / })
      .waitFor();
    await screenshot(editor, 'post-list-scheduled-1440', 'mfe-cms');

    expect(await blogShowsPost(visitor)).toBe(false);
    // Not early: a look that ends before its time (the one clock is this machine's) finds it off the
    // blog. Each look is a whole page load, so the journey waits for the clock between looks instead of
    // loading /blogs four times a second for a minute or two (about a CPU minute of the run).
    await untilTime(at.getTime() - 5_000);
    const justBefore = await blogShowsPost(visitor);
    if (Date.now() < at.getTime()) expect(justBefore).toBe(false);
    await untilTime(at.getTime());
    await until(
      () => blogShowsPost(visitor),
      (shown) => shown,
      { timeoutMs: 90_000, everyMs: 1_000, what: `the post on /blogs after ${at.toISOString()}` },
    );
    await editor.reload();
    await rowOf(editor).getByRole('cell', { name: 'Published', exact: true }).waitFor();
  });

  it('kept a revision of each save, by whom and when; restoring one fills the form, saving it as a draft takes the post off the blog', async () => {
    await rowOf(editor)
      .getByRole('button', { name: `Revisions of ${title}` })
      .click();
    const dialog = editor.getByRole('dialog', { name: `Revisions of ${title}` });
    // The draft and the scheduling: two saves, newest first, both the editor's.
    const rows = dialog.getByRole('row').filter({ hasText: title });
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const [newest, older] = await Promise.all(
      [0, 1].map((n) => rows.nth(n).getByRole('cell').allTextContents()),
    );
    expect(newest?.slice(0, 3)).toEqual([expect.stringMatching(/\(current\)$/), 'You', title]);
    expect(older?.slice(0, 3)).toEqual([expect.not.stringMatching(/current/), 'You', title]);
    await rows.nth(1).getByRole('button', { name: /^View/ }).click();
    await dialog
      .getByRole('definition')
      .filter({ hasText: /^draft$/ })
      .waitFor();
    await screenshot(editor, 'post-revisions-1440', 'mfe-cms');

    await rows
      .nth(1)
      .getByRole('button', { name: /^Restore/ })
      .click();
    const confirm = editor.getByRole('dialog', { name: 'Confirm' });
    await confirm
      .getByText(/^Restore the revision of .*\? The form will show its text\. Nothing is saved until/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    // Restoring only fills the form: the post is still published (scheduled) until the editor saves.
    const form = editor.getByRole('dialog', { name: 'Update Post' });
    await form.getByLabel('Title', { exact: true }).waitFor();
    expect(await form.getByLabel('Publication', { exact: true }).inputValue()).toBe('published');
    expect(await blogShowsPost(visitor)).toBe(true);
    // Taking it off the blog is the editor's choice, made in the form and saved: the third revision.
    await form.getByLabel('Publication', { exact: true }).selectOption('draft');
    await form.getByRole('button', { name: 'Update' }).click();
    await form.waitFor({ state: 'detached' });
    await rowOf(editor).getByRole('cell', { name: 'Draft', exact: true }).waitFor();
    expect(await blogShowsPost(visitor)).toBe(false);
  });

  it("names the editor in the post's revisions when the owner looks", async () => {
    await signIn(visitor);
    await visitor.goto('/admin/posts');
    await rowOf(visitor)
      .getByRole('button', { name: `Revisions of ${title}` })
      .click();
    const rows = visitor
      .getByRole('dialog', { name: `Revisions of ${title}` })
      .getByRole('row')
      .filter({ hasText: title });
    await rows.nth(2).getByRole('cell', { name: ed.name, exact: true }).waitFor();
    const by = await Promise.all([0, 1, 2].map((n) => rows.nth(n).getByRole('cell').nth(1).textContent()));
    expect(by).toEqual([ed.name, ed.name, ed.name]);
  });
});
