import { groupBlocks } from './content-blocks';
import { checkFields, CONTACT_RULES } from './form-rules';
import { linkTarget } from './smart-link';
import {
  excerpt,
  formatRate,
  formatWritten,
  mapEmbedUrl,
  metaDescription,
  openingTimes,
  plainText,
} from './text';

describe('text helpers', () => {
  it('turns HTML into plain text and cuts excerpts at 110 characters', () => {
    expect(plainText('<p>Hello&nbsp;<strong>world</strong> &amp; more</p><p>Next</p>')).toBe(
      'Hello world & more Next',
    );
    expect(excerpt('<p>short</p>')).toBe('short');
    const long = `<p>${'a'.repeat(200)}</p>`;
    expect(excerpt(long)).toBe(`${'a'.repeat(110)}…`);
    expect(excerpt(undefined)).toBe('');
    // As svc-content sends it: already cut to 110 characters.
    expect(excerpt('c'.repeat(110))).toBe(`${'c'.repeat(110)}…`);
    expect(excerpt('c'.repeat(109))).toBe('c'.repeat(109));
    expect(metaDescription(undefined, '', `<p>${'b'.repeat(300)}</p>`)).toHaveLength(158);
  });

  it('formats rates in pounds and dates in British English', () => {
    expect(formatRate(65)).toBe('£65');
    expect(formatRate('45.5')).toBe('£45.50');
    expect(formatRate('from £799')).toBe('from £799');
    expect(formatRate(undefined)).toBe('');
    expect(formatWritten('2026-03-12T10:00:00Z')).toEqual({ text: '12 March 2026', iso: '2026-03-12' });
    expect(formatWritten('Spring edition')).toEqual({ text: 'Spring edition' });
    expect(formatWritten(undefined)).toBeNull();
  });

  it('embeds only https map URLs', () => {
    expect(mapEmbedUrl('https://maps.google.com/embed?x=1')).toBe('https://maps.google.com/embed?x=1');
    expect(mapEmbedUrl('<iframe src="https://maps.google.com/e?a=1&amp;b=2"></iframe>')).toBe(
      'https://maps.google.com/e?a=1&b=2',
    );
    expect(mapEmbedUrl('http://maps.google.com')).toBeNull();
    expect(mapEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(mapEmbedUrl(undefined)).toBeNull();
  });
});

describe('opening times', () => {
  it('takes the first right-banner icon text that reads like hours, the time icon first', () => {
    expect(openingTimes({ timeIconText: 'Mon-Sat 8am-6pm', serviceIconText: '24/7 call-outs' })).toBe(
      'Mon-Sat 8am-6pm',
    );
    expect(
      openingTimes({
        timeIconText: 'On time, every time',
        serviceIconText: '24/7 emergency call-outs',
        batchIconText: 'NICEIC approved',
      }),
    ).toBe('24/7 emergency call-outs');
    expect(
      openingTimes({ timeIconText: 'On time, every time', batchIconText: 'NICEIC approved' }),
    ).toBeUndefined();
    expect(openingTimes(undefined)).toBeUndefined();
  });
});

describe('links set by the company', () => {
  it('tells site paths, outside pages and unusable values apart', () => {
    expect(linkTarget('/charges')).toEqual({ external: false, href: '/charges' });
    expect(linkTarget('p/our-story')).toEqual({ external: false, href: '/p/our-story' });
    expect(linkTarget('https://example.com')).toEqual({ external: true, href: 'https://example.com' });
    expect(linkTarget('tel:+441234')).toEqual({ external: true, href: 'tel:+441234' });
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('#')).toBeNull();
  });

  it('never treats a link that leaves the site as a site path', () => {
    for (const trick of [
      '/\\evil.example',
      '\\evil.example',
      '\\\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      'https:/\\evil.example',
      'data:text/html,x',
    ]) {
      expect([trick, linkTarget(trick)]).toEqual([trick, null]);
    }
    expect(linkTarget('https://evil.example/x')).toEqual({ external: true, href: 'https://evil.example/x' });
    expect(linkTarget('  ')).toBeNull();
    expect(linkTarget(undefined)).toBeNull();
  });
});

describe('blocks', () => {
  it('groups runs of list items into one list', () => {
    const groups = groupBlocks([
      { text: 'a', tag: 'h', link: '', serial: 1 },
      { text: 'b', tag: 'p', link: '', serial: 2 },
      { text: 'c', tag: 'li', link: '', serial: 3 },
      { text: 'd', tag: 'li', link: '/x', serial: 4 },
    ]);
    expect(groups.map((g) => g.kind)).toEqual(['h', 'p', 'ul']);
  });
});

describe('form rules', () => {
  it('mirror the contract: all required, e-mail format, bounded lengths', () => {
    expect(
      checkFields(CONTACT_RULES, { name: ' ', email: 'a@b.co', phone: '1', message: 'x'.repeat(5001) }),
    ).toEqual({
      name: 'The name field is required.',
      message: 'The message may not be greater than 5000 characters.',
    });
  });
});
