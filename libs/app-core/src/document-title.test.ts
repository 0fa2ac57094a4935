import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('adds the site title to a screen title', () => {
    expect(documentTitle('Fuse boxes', 'Voltdesk Electrical')).toBe('Fuse boxes | Voltdesk Electrical');
    expect(documentTitle('Dashboard', undefined)).toBe('Dashboard');
    expect(documentTitle('Dashboard', '  ')).toBe('Dashboard');
  });

  it('does not repeat the brand a title already ends with', () => {
    expect(documentTitle('Fuse boxes | Voltdesk', 'Voltdesk Electrical')).toBe('Fuse boxes | Voltdesk');
    expect(documentTitle('Fuse boxes | Voltdesk Electrical', 'Voltdesk Electrical')).toBe(
      'Fuse boxes | Voltdesk Electrical',
    );
    expect(documentTitle('Fuse boxes – voltdesk electrical London', 'Voltdesk Electrical')).toBe(
      'Fuse boxes – voltdesk electrical London',
    );
    expect(documentTitle('About Voltdesk Electrical', 'Voltdesk Electrical')).toBe(
      'About Voltdesk Electrical',
    );
  });

  it('still adds it when the last part only looks like the brand', () => {
    expect(documentTitle('Fuse boxes | Volt', 'Voltdesk Electrical')).toBe(
      'Fuse boxes | Volt | Voltdesk Electrical',
    );
    expect(documentTitle('Electrical safety | Guides', 'Voltdesk Electrical')).toBe(
      'Electrical safety | Guides | Voltdesk Electrical',
    );
    expect(documentTitle('Voltdesk news', 'Voltdesk Electrical')).toBe('Voltdesk news | Voltdesk Electrical');
  });
});
