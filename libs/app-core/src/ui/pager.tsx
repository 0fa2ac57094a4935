import './ui.css';

export interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark ('Posts pages'), so two lists on one screen are told apart. */
  label: string;
}

/** Page numbers shown around the current one; the first and the last are always reachable. */
function pageNumbers(page: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/**
 * Previous / page numbers / Next of a paged list. Plain buttons, so Tab and Enter work; the current page
 * carries `aria-current="page"`. Nothing is shown while everything fits on one page.
 */
export function Pager({ page, perPage, total, onPage, label }: PagerProps) {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (total <= perPage && page === 1) return null;
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav className="vd-pager" aria-label={label}>
      <span className="vd-pager__range">
        {from}–{to} of {total}
      </span>
      <button
        type="button"
        className="vd-btn vd-btn--ghost vd-btn--sm"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        Previous
      </button>
      {pageNumbers(page, last).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className="vd-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`vd-btn vd-btn--sm ${n === page ? '' : 'vd-btn--ghost'}`}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className="vd-btn vd-btn--ghost vd-btn--sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= last}
      >
        Next
      </button>
    </nav>
  );
}
