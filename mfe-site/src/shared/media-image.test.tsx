import { render, screen, within } from '@testing-library/react';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import { renderSite } from '../../test/render-site';
import * as demo from '../../test/fixtures';
import { heroPreloadLink, HERO_SIZES, THIRD_SIZES } from './image-sources';
import { MediaImage } from './media-image';

const PHOTO = `/media/content/${'a'.repeat(64)}.jpg`;
const SLIDER = `/media/content/${'b'.repeat(64)}.png`;
const GIF = `/media/content/${'c'.repeat(64)}.gif`;
const photoInfo = { width: 1000, height: 600, widths: [320, 640, 960, 1000] };
const stem = (url: string) => url.replace(/\.[a-z]+$/, '');
const set = (url: string, format: string, widths: number[]) =>
  widths.map((w) => `${stem(url)}-${w}.${format} ${w}w`).join(', ');

const postList: RouteHandler = () => ({
  body: {
    data: demo.posts.slice(0, 9).map((p, i) => ({
      ...p,
      image: i === 8 ? GIF : PHOTO,
      images: i === 8 ? { [GIF]: { width: 1, height: 1, widths: [] } } : { [PHOTO]: photoInfo },
    })),
    meta: { page: 1, per_page: 9, total: 9 },
  },
});

describe('images of the public site', () => {
  it('gives post cards AVIF and WebP srcsets with sizes, a fixed box, and lazy loading below the fold', async () => {
    renderSite('/blogs', { 'GET getPost': postList });
    const cards = await screen.findAllByRole('listitem');
    const cardImages = cards.map((c) => c.querySelector('img')).filter((i) => i !== null);
    expect(cardImages).toHaveLength(9);
    const [first] = cardImages;
    expect(first).toHaveAttribute('src', PHOTO);
    expect(first).toHaveAttribute('srcset', set(PHOTO, 'webp', photoInfo.widths));
    expect(first).toHaveAttribute('sizes', THIRD_SIZES);
    expect(first).toHaveAttribute('width', '600');
    expect(first).toHaveAttribute('height', '360');
    const avif = first!.closest('picture')!.querySelector('source')!;
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', set(PHOTO, 'avif', photoInfo.widths));
    expect(avif).toHaveAttribute('sizes', THIRD_SIZES);
    // The first row is above the fold; the rest waits until it is scrolled near.
    expect(cardImages.map((i) => i!.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      ...Array(6).fill('lazy'),
    ]);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(cardImages[5]).not.toHaveAttribute('fetchpriority');
    // A GIF has no copies: shown as uploaded, still with its box.
    const gif = cardImages[8]!;
    expect(gif).toHaveAttribute('src', GIF);
    expect(gif).not.toHaveAttribute('srcset');
    expect(gif.closest('picture')).toBeNull();
    expect(gif).toHaveAttribute('width', '600');
  });

  it('loads the landing hero first, with its copies, and the cards lazily', async () => {
    const setup = {
      ...demo.setup,
      sliderImage: { image: SLIDER },
      images: { [SLIDER]: { width: 2400, height: 1000, widths: [320, 640, 960, 1280, 1920] } },
    };
    const card = demo.cards[0]!;
    renderSite('/', {
      'GET landding': {
        body: {
          data: {
            ...demo.landing,
            singleSetups: setup,
            cards: [{ ...card, image: PHOTO }],
            images: { [PHOTO]: photoInfo },
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    const hero = document.querySelector('.vs-landing-hero__bg')!;
    expect(hero).toHaveAttribute('srcset', set(SLIDER, 'webp', [320, 640, 960, 1280, 1920]));
    expect(hero).toHaveAttribute('sizes', HERO_SIZES);
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1600');
    expect(hero).toHaveAttribute('height', '700');
    const cardImage = (await screen.findByText(card.title)).closest('a')!.querySelector('img')!;
    expect(cardImage).toHaveAttribute('srcset', set(PHOTO, 'webp', photoInfo.widths));
    expect(cardImage).toHaveAttribute('loading', 'lazy');
    expect(cardImage).toHaveAttribute('width', '600');
    expect(cardImage).toHaveAttribute('height', '400');
  });

  it('renders nothing without a source, and a plain image when the answer did not describe it', () => {
    const { container } = render(<MediaImage src={undefined} alt="" width={10} height={10} sizes="100vw" />);
    expect(container).toBeEmptyDOMElement();
    render(<MediaImage src={PHOTO} alt="Board" width={720} height={480} sizes="100vw" images={{}} />);
    const img = screen.getByRole('img', { name: 'Board' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(within(document.body).queryAllByRole('img')).toHaveLength(1);
  });

  it('describes the hero preload the server-rendered head carries', () => {
    expect(heroPreloadLink(PHOTO, photoInfo, HERO_SIZES)).toEqual({
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imagesrcset: set(PHOTO, 'avif', photoInfo.widths),
      imagesizes: HERO_SIZES,
      fetchpriority: 'high',
    });
    expect(heroPreloadLink(GIF, { width: 1, height: 1, widths: [] }, HERO_SIZES)).toEqual({
      rel: 'preload',
      as: 'image',
      href: GIF,
      fetchpriority: 'high',
    });
  });
});
