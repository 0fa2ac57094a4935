import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatQuoteNo, type LeadStatus, type LeadView } from '@voltdesk/contracts';
import { formatDate, normalizeError, toastError, toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { daysText, LeadStatusBadge, STATUS_LABELS } from './lead-status';
import { useConvertLeadMutation, useLeadByIdQuery, useUpdateLeadStatusMutation } from './leads-api';
import './leads.css';

const failed = (error: unknown) =>
  toastError(
    normalizeError(error as Parameters<typeof normalizeError>[0]).message ?? 'Something went wrong!',
  );

function LeadFacts({ lead }: { lead: LeadView }) {
  const rows: Array<[string, string]> = [
    ['Received', formatDate(lead.created_at)],
    ['Service', lead.service],
    ['Site address', `${lead.address}, ${lead.postcode}`],
    ['Preferred days', daysText(lead.preferred_days)],
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['E-mail', lead.email],
  ];
  return (
    <Card title="Request">
      <dl className="pos-lead-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>What they need</h3>
      <p className="pos-lead-description">{lead.description}</p>
    </Card>
  );
}

function LeadPhotos({ lead }: { lead: LeadView }) {
  return (
    <Card title="Photos">
      {lead.photos.length ? (
        <ul className="pos-lead-photos">
          {lead.photos.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img src={src} alt={`Photo ${i + 1} from ${lead.name}`} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>No photos were sent.</p>
      )}
    </Card>
  );
}

/** Mark the lead won, lost or new again (quoted comes with its quote). */
function StatusButtons({ lead }: { lead: LeadView }) {
  const [update, { isLoading }] = useUpdateLeadStatusMutation();
  const mark = async (status: LeadStatus) => {
    try {
      const res = await update({ id: lead.id, status }).unwrap();
      toastSuccess(res.message ?? `Lead marked ${status}.`);
    } catch (error) {
      failed(error);
    }
  };
  const choices = (['won', 'lost', 'new'] as const).filter((s) => s !== lead.status);
  return (
    <>
      {choices.map((s) => (
        <button
          key={s}
          type="button"
          className="vd-btn vd-btn--ghost"
          disabled={isLoading}
          onClick={() => void mark(s)}
        >
          Mark {STATUS_LABELS[s].toLowerCase()}
        </button>
      ))}
    </>
  );
}

/**
 * One lead (`lead/:id`): the request, its photos, its status, and "Create quote": the customer is found by
 * the lead's e-mail (or phone) or made from it, then the quote form opens with the customer and the site
 * address filled. A lead already quoted links to its quote instead.
 */
export default function LeadDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const lead = useLeadByIdQuery(id);
  const [convert, { isLoading: converting }] = useConvertLeadMutation();
  useDocumentTitle(lead.data ? `Lead: ${lead.data.name}` : 'Lead');
  if (lead.isLoading) return <Spinner label="Loading" />;
  if (!lead.data) {
    return (
      <div className="vd-alert vd-alert--danger" role="alert">
        This lead does not exist.
      </div>
    );
  }
  const l = lead.data;
  const createQuote = async () => {
    try {
      const res = await convert({ id: l.id }).unwrap();
      toastSuccess(res.message ?? 'Customer ready.');
      navigate(`../leadquote/${l.id}`, { state: { conversion: res.data } });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <div className="pos-screen">
      <PageHeader
        title={`Lead: ${l.name}`}
        actions={
          <div className="pos-lead-actions">
            <LeadStatusBadge status={l.status} />
            {l.quote_id ? (
              <Link className="vd-btn" to={`../quote/${l.quote_id}`}>
                Open quote {formatQuoteNo(l.quote_no ?? 0)}
              </Link>
            ) : (
              <button
                type="button"
                className="vd-btn"
                disabled={converting}
                onClick={() => void createQuote()}
              >
                Create quote
              </button>
            )}
            <StatusButtons lead={l} />
            <Link className="vd-btn vd-btn--ghost" to="../leads">
              Back to leads
            </Link>
          </div>
        }
      />
      <LeadFacts lead={l} />
      <LeadPhotos lead={l} />
    </div>
  );
}
