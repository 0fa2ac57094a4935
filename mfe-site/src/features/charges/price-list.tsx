import { Link } from 'react-router-dom';
import type { useSiteData } from '../../shared/use-site-data';
import { EmptyState, PageLoading } from '../../shared/states';
import { formatRate } from '../../shared/text';

type Charge = ReturnType<typeof useSiteData>['charge'][number];

/** The charges page's price table (service, rate), with its loading and empty states. */
export function PriceList({ charge, isLoading }: { charge: readonly Charge[]; isLoading: boolean }) {
  return (
    <div className="vs-container vs-section vs-section--flush">
      {isLoading ? <PageLoading label="Loading prices…" /> : null}
      {!isLoading && !charge.length ? (
        <EmptyState title="Our price list is being updated.">
          <p>
            <Link to="/contact">Ask us for a quote</Link>: it is free and without obligation.
          </p>
        </EmptyState>
      ) : null}
      {charge.length ? (
        <div className="vs-table-wrap">
          <table className="vs-table">
            <caption>Price list</caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col" className="vs-table__num">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody>
              {charge.map((c) => (
                <tr key={c.id || c.service}>
                  <th scope="row">{c.service}</th>
                  <td className="vs-table__num">{formatRate(c.rate) || 'On request'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
