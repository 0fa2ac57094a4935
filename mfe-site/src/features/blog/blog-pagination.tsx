import { Link } from 'react-router-dom';
import { Icon } from '../../shared/icons';

/** One slot of the pager: a page number, or a gap standing for the pages left out. */
export type PagerSlot = number | 'gap';

/**
 * Which page links to show: the first and the last page, the current one and its neighbours, and a gap
 * ("…") for each run of pages left out. A gap that would hide a single page shows that page instead (a
 * "…" costs the same room and tells less). At most seven slots whatever the number of pages, so the row
 * fits a 375 px screen; listing every page made `/blogs` 3,729 px wide with 112 pages.
 */
export function pagerSlots(page: number, pages: number): PagerSlot[] {
  if (pages <= 1) return [1];
  const current = Math.min(Math.max(1, page), pages);
  const from = Math.max(2, current - 1);
  const to = Math.min(pages - 1, current + 1);
  const slots: PagerSlot[] = [1];
  if (from === 3) slots.push(2);
  else if (from > 3) slots.push('gap');
  for (let n = from; n <= to; n += 1) slots.push(n);
  if (to === pages - 2) slots.push(pages - 1);
  else if (to < pages - 2) slots.push('gap');
  slots.push(pages);
  return slots;
}

const hrefOf = (n: number) => (n === 1 ? '/blogs' : `/blogs?page=${n}`);

/**
 * The blog's pager: Newer (previous page), the windowed page numbers (current page marked with
 * `aria-current`), Older (next page). A landmark of its own, named "Blog pages".
 */
export function BlogPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const slots = pagerSlots(page, pages);
  return (
    <nav className="vs-pagination" aria-label="Blog pages">
      {page > 1 ? (
        <Link
          to={hrefOf(page - 1)}
          className="vs-pagination__step vs-pagination__step--prev"
          rel="prev"
          aria-label="Newer posts"
        >
          <Icon name="left" size={18} /> Newer
        </Link>
      ) : null}
      <ul>
        {slots.map((slot, i) =>
          slot === 'gap' ? (
            // The pages it stands for are one step away through the neighbours; nothing to read out.
            <li key={`gap-${i}`} className="vs-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefOf(slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link
          to={hrefOf(page + 1)}
          className="vs-pagination__step vs-pagination__step--next"
          rel="next"
          aria-label="Older posts"
        >
          Older <Icon name="right" size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
