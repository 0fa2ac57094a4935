import { api } from './api';
import { waitForMail } from './mail';

/**
 * A confirmed newsletter subscriber, made the way a visitor does it: subscribe, get the mail, follow its
 * link (which only leads to the site's page: a GET confirms nothing, as mail scanners follow links) and
 * confirm with the token that page carries.
 */
export async function confirmedSubscriber(name: string, email: string): Promise<void> {
  const subscribe = await api('insertNewsLetter', { method: 'POST', json: { name, email } });
  expect(subscribe.status).toBe(200);
  const confirmation = await waitForMail(email);
  const confirmLink = /https?:\/\/[^"'\s<>]+\/api\/confirmSubscription\?token=[\w-]+/.exec(
    confirmation.html ?? confirmation.text ?? '',
  )?.[0];
  expect(confirmLink).toBeDefined();
  const followed = await fetch(confirmLink!, { redirect: 'manual' });
  expect(followed.status).toBe(302);
  const landing = new URL(followed.headers.get('location') ?? '', confirmLink);
  expect(landing.pathname).toBe('/newsletter');
  const confirmToken = landing.searchParams.get('confirm');
  expect(confirmToken).toBeTruthy();
  const confirmed = await api<{ data: { result: string } }>(
    `confirmSubscription?token=${encodeURIComponent(confirmToken!)}`,
    { method: 'POST', json: {} },
  );
  expect(confirmed).toEqual({
    status: 200,
    body: expect.objectContaining({ data: { result: 'confirmed' } }),
  });
}
