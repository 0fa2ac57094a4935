import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_URL, renderSite } from '../../../test/render-site';

describe('landing /', () => {
  it('renders the slider image, main banner, linked cards, both banners and the testimonials', async () => {
    renderSite('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert electricians for homes and businesses' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Rewiring, fuse boards, EV chargers/)).toBeInTheDocument();
    expect(document.querySelector('.vs-landing-hero__bg')).toHaveAttribute(
      'src',
      '/media/content/slider.svg',
    );

    const cards = await screen.findByRole('region', { name: 'How we can help' });
    const links = within(cards).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/service/fuse-boards',
      '/service/ev-chargers',
      '/service/eicr',
      '/banner/spring-offer',
    ]);
    // Card pictures are decorative: the link's name is the card title.
    const images = cards.querySelectorAll('img');
    expect([...images].map((i) => [i.getAttribute('alt'), i.getAttribute('loading')])).toEqual(
      Array(4).fill(['', 'lazy']),
    );
    expect(within(cards).getByRole('link', { name: /EV charger installation/ })).toBeInTheDocument();

    const left = screen.getByRole('region', { name: 'Family-run electricians since 2004' });
    expect(
      within(left).getByRole('link', { name: /^Learn more.*Family-run electricians since 2004/ }),
    ).toHaveAttribute('href', '/about');
    const right = screen.getByRole('region', { name: 'Safe power, on time, every time' });
    expect(within(right).getByText('Why choose us')).toBeInTheDocument();
    for (const text of [
      '24/7 emergency call-outs',
      'All domestic and commercial work',
      'NICEIC approved contractor',
    ]) {
      expect(within(right).getByText(text)).toBeInTheDocument();
    }
    const carousel = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(carousel).getByText(/Rewired our Victorian terrace/)).toBeInTheDocument();
  });

  it('sets the title, meta description, canonical URL and Open Graph tags', async () => {
    renderSite('/');
    await screen.findByRole('region', { name: 'How we can help' });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/`),
    );
    expect(document.title).toMatch(/^Expert electricians for homes and businesses/);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Rewiring, fuse boards'),
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Expert electricians for homes and businesses | Brightline Electrical',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${PUBLIC_URL}/media/content/slider.svg`,
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${PUBLIC_URL}/`,
    );
  });

  it('leaves out every section the company has not filled, without "undefined" or empty boxes', async () => {
    renderSite('/', {
      'GET landding': {
        body: {
          data: {
            singleSetups: { websiteData: { title: 'Spark' } },
            testimonials: [],
            cards: [],
            navbars: [],
            charge: [],
          },
        },
      },
      'GET getSingleSetup': { body: { data: { websiteData: { title: 'Spark' } } } },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Safe, certified electrical work',
    );
    await screen.findByRole('link', { name: 'Services' });
    expect(screen.queryByRole('region', { name: 'How we can help' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What our customers say' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|null|NaN|\[object/);
  });
});

describe('newsletter sign-up', () => {
  it('requires name and e-mail before calling the server', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/');
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('The name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The email field is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your e-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('The email must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(net.callsTo('POST insertNewsLetter')).toHaveLength(0);
  });

  it("subscribes, toasts 'Thanks for subscribe.' and says a confirmation mail was sent", async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/', {
      'POST insertNewsLetter': { body: { message: 'Thanks for subscribe.' } },
    });
    await user.type(await screen.findByLabelText(/Your name/), '  Ada Lovelace ');
    await user.type(screen.getByLabelText(/Your e-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribe.')).toBeInTheDocument();
    expect(screen.getByText(/We have sent a confirmation e-mail to ada@example.com/)).toBeInTheDocument();
    expect(net.callsTo('POST insertNewsLetter')[0]!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it("toasts 'Somting went wrong.' and shows the server's first message under the field", async () => {
    const user = userEvent.setup();
    renderSite('/', {
      'POST insertNewsLetter': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          data: { email: ['The email has already been taken.', 'x'] },
        },
      },
    });
    await user.type(await screen.findByLabelText(/Your name/), 'Ada');
    await user.type(screen.getByLabelText(/Your e-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Somting went wrong.')).toBeInTheDocument();
    expect(screen.getByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.queryByText(/confirmation e-mail/)).not.toBeInTheDocument();
  });

  it("toasts 'Somting went wrong.' when the network fails", async () => {
    const user = userEvent.setup();
    renderSite('/', { 'POST insertNewsLetter': 'network-error' });
    await user.type(await screen.findByLabelText(/Your name/), 'Ada');
    await user.type(screen.getByLabelText(/Your e-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Somting went wrong.')).toBeInTheDocument();
  });
});
