import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingWith, renderSite } from '../../../test/render-site';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '07700 900 999');
  await user.type(screen.getByLabelText(/^Message/), 'Please quote for a new fuse board.');
}

describe('contact /contact', () => {
  it('shows address, e-mail, phones, opening times, service area, background and the map with a title', async () => {
    renderSite('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Talk to an electrician' }),
    ).toBeInTheDocument();
    const info = screen.getByRole('heading', { name: 'Get in touch' }).parentElement!;
    await within(info).findByText('12 Foundry Lane, London SE1 4AB');
    expect(within(info).getByRole('link', { name: '020 7946 0321' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: '07700 900 123' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'hello@brightline.example' })).toBeInTheDocument();
    expect(within(info).getByText('24/7 emergency call-outs')).toBeInTheDocument();
    const map = screen.getByTitle('Map: 12 Foundry Lane, London SE1 4AB');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=!1m18!1m12');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(document.querySelector('.vs-hero__bg')).toHaveAttribute('src', '/media/content/contact.svg');
    expect(document.title).toMatch(/^Contact/);
  });

  it('takes the src of a pasted <iframe> snippet and never embeds a non-https map', async () => {
    const { unmount } = renderSite('/contact', {
      'GET landding': landingWith({
        setup: {
          websiteData: {
            title: 'Spark',
            address: 'Here',
            google_map: '<iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2" width="600"></iframe>',
          },
        },
      }),
    });
    expect(await screen.findByTitle('Map: Here')).toHaveAttribute(
      'src',
      'https://www.google.com/maps/embed?pb=1&x=2',
    );
    unmount();
    renderSite('/contact', {
      'GET landding': landingWith({
        setup: { websiteData: { title: 'Spark', google_map: 'javascript:alert(1)' } },
      }),
      'GET getSingleSetup': {
        body: { data: { websiteData: { title: 'Spark', google_map: 'javascript:alert(1)' } } },
      },
    });
    await screen.findByText('Use the form and we will get back to you.');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('requires every field', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    for (const field of ['name', 'email', 'phone', 'message']) {
      expect(screen.getByText(`The ${field} field is required.`)).toBeInTheDocument();
    }
    expect(net.callsTo('POST insertContact')).toHaveLength(0);
  });

  it("sends the message, toasts 'Message sent successfully.' and clears the form", async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/contact', { 'POST insertContact': { status: 201, body: { data: null } } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(net.callsTo('POST insertContact')[0]!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '07700 900 999',
      message: 'Please quote for a new fuse board.',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue(''));
  });

  it("toasts 'Message is not sent.' and shows the server's first message per field", async () => {
    const user = userEvent.setup();
    renderSite('/contact', {
      'POST insertContact': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          data: { phone: ['The phone may not be greater than 50 characters.'] },
        },
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message is not sent.')).toBeInTheDocument();
    expect(screen.getByText('The phone may not be greater than 50 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please quote for a new fuse board.');
  });
});
