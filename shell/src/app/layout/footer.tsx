/** The developer company credited in the admin footer (spec section 1 names no company: see README). */
export const DEVELOPER = { name: 'Voltdesk Digital', url: 'https://voltdesk.example' } as const;

export function Footer({ siteTitle }: { siteTitle: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="vd-footer">
      <span>
        © {year} {siteTitle}. All rights reserved.
      </span>
      <span>
        Developed by{' '}
        <a href={DEVELOPER.url} target="_blank" rel="noopener noreferrer">
          {DEVELOPER.name}
        </a>
      </span>
    </footer>
  );
}
