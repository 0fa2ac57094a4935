import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import { PUBLIC_URL, renderSite } from '../../../test/render-site';
import { post, posts } from '../../../test/fixtures';
import { pagerSlots } from './blog-pagination';

const list: RouteHandler = (_request, url) => {
  const page = Number(url.searchParams.get('page'));
  const perPage = Number(url.searchParams.get('per_page'));
  return {
    body: {
      data: posts.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: posts.length },
    },
  };
};

describe('blog /blogs', () => {
  it('shows cards with image, title, a 110-character plain-text excerpt and Read More', async () => {
    const { net } = renderSite('/blogs', { 'GET getPost': list });
    const first = (
      await screen.findByRole('link', { name: 'How to tell when your fuse board needs replacing' })
    ).closest('li')!;
    const excerpt = first.querySelector('.vs-post-card__excerpt')!.textContent!;
    expect(excerpt).toBe(`${posts[0]!.excerpt.slice(0, 110).trimEnd()}…`);
    expect(excerpt.length).toBeLessThanOrEqual(111);
    expect(within(first).getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      '/details/post-1',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/content/post-1.svg');
    expect(within(first).getByText('10 January 2026')).toHaveAttribute('datetime', '2026-01-10');
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(9);
    expect(net.callsTo('GET getPost')[0]!.search).toBe('?page=1&per_page=9');
    // A post without an image gets a drawn placeholder, not a broken image.
    const noImage = screen
      .getByRole('link', { name: 'Why an EICR matters when you let a property' })
      .closest('li')!;
    expect(noImage.querySelector('img')).toBeNull();
  });

  it('shows a signed-in admin the posts a visitor sees (asked without the admin token)', async () => {
    const { net } = renderSite(
      '/blogs',
      {
        'GET getPost': (request, url) =>
          request.headers.has('authorization')
            ? // The CMS's answer to an admin: whole posts, which the site cannot show as cards.
              { body: { data: [post], meta: { page: 1, per_page: 9, total: 1 } } }
            : list(request, url),
      },
      { token: 'admin-token' },
    );
    expect(await screen.findAllByRole('link', { name: /^Read More/ })).toHaveLength(9);
    expect(net.callsTo('GET getPost')[0]!.headers.get('authorization')).toBeNull();
  });

  it('paginates through ?page=, with the current page marked', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/blogs', { 'GET getPost': list });
    const pages = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(
      await screen.findByRole('link', { name: 'Why an EICR matters when you let a property (part 2)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs?page=2');
    expect(net.callsTo('GET getPost')[1]!.search).toBe('?page=2&per_page=9');
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(3);
    expect(
      within(screen.getByRole('navigation', { name: 'Blog pages' })).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${PUBLIC_URL}/blogs?page=2`,
      ),
    );
  });

  it('windows the pager on a long blog: first, previous, the pages around the current one, next, last', async () => {
    // 112 pages of 9 (one link per page made /blogs 3,729 px wide).
    const total = 112 * 9;
    const many: RouteHandler = (_request, url) => {
      const page = Number(url.searchParams.get('page'));
      return {
        body: {
          data: posts.slice(0, 9).map((p, i) => ({ ...p, id: `p${page}-${i}`, slug: `p${page}-${i}` })),
          meta: { page, per_page: 9, total },
        },
      };
    };
    const user = userEvent.setup();
    renderSite('/blogs?page=50', { 'GET getPost': many });
    const pager = await screen.findByRole('navigation', { name: 'Blog pages' });
    const controls = () =>
      within(screen.getByRole('navigation', { name: 'Blog pages' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label'));
    expect(controls()).toEqual([
      'Newer posts',
      'Page 1',
      'Page 49',
      'Page 50',
      'Page 51',
      'Page 112',
      'Older posts',
    ]);
    expect(within(pager).getByRole('link', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(pager)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(within(pager).getByRole('link', { name: 'Newer posts' })).toHaveAttribute(
      'href',
      '/blogs?page=49',
    );
    expect(within(pager).getByRole('link', { name: 'Older posts' })).toHaveAttribute(
      'href',
      '/blogs?page=51',
    );
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blogs');
    // Two gaps stand for the pages left out, hidden from screen readers; nine slots in all.
    expect(pager.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    expect(pager.querySelectorAll('a, li[aria-hidden="true"]').length).toBeLessThanOrEqual(9);

    // At the ends there is nothing before the first page or after the last.
    await user.click(within(pager).getByRole('link', { name: 'Page 112' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/blogs?page=112'));
    await waitFor(() => expect(controls()).toEqual(['Newer posts', 'Page 1', 'Page 111', 'Page 112']));
    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(controls()).toEqual(['Page 1', 'Page 2', 'Page 112', 'Older posts']));
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(pagerSlots(4, 112)).toEqual([1, 2, 3, 4, 5, 'gap', 112]);
    expect(pagerSlots(5, 112)).toEqual([1, 'gap', 4, 5, 6, 'gap', 112]);
    expect(pagerSlots(109, 112)).toEqual([1, 'gap', 108, 109, 110, 111, 112]);
    expect(pagerSlots(1, 2)).toEqual([1, 2]);
    expect(pagerSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
    for (let page = 1; page <= 112; page += 1) expect(pagerSlots(page, 112).length).toBeLessThanOrEqual(7);
  });

  it('says so when there are no posts yet', async () => {
    renderSite('/blogs', { 'GET getPost': { body: { data: [], meta: { page: 1, per_page: 9, total: 0 } } } });
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderSite('/blogs', { 'GET getPost': { status: 503, body: { message: 'Service unavailable' } } });
    expect(await screen.findByText('This page could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('post detail /details/{slug}', () => {
  it('previews a draft to the admin (svc-content answers it only to their token), marked and noindex', async () => {
    renderSite('/details/post-1', {
      'GET postbyslug': { body: { data: { ...post, publication: 'draft', publish_at: null } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText(/Only admins see this page/)).toHaveTextContent('Preview. It is a draft.');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });

  it('shows the title, date, image and the description', async () => {
    const { net } = renderSite('/details/post-1', { 'GET postbyslug': { body: { data: post } } });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(net.callsTo('GET postbyslug')[0]!.search).toBe('?slug=post-1');
    expect(screen.getByText('10 January 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: post.title })).toHaveAttribute('src', post.image!);
    expect(screen.getByText('rewireable fuses').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'What to look for' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('shows the 404 page (with a way back to the blog) for an unknown slug', async () => {
    renderSite('/details/nope', { 'GET postbyslug': { status: 404, body: { message: 'Post not found.' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for cannot be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blogs');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });
});
