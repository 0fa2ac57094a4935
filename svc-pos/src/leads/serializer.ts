import type { LeadView } from '@voltdesk/contracts';
import type { LeadDoc } from './model';

export function serializeLead(doc: LeadDoc): LeadView {
  return {
    id: String(doc._id),
    status: doc.status,
    service: doc.service,
    description: doc.description,
    address: doc.address,
    postcode: doc.postcode,
    preferred_days: doc.preferred_days,
    photos: doc.photos,
    name: doc.name,
    phone: doc.phone,
    email: doc.email,
    customer_id: doc.customer_id ?? null,
    quote_id: doc.quote_id ?? null,
    quote_no: doc.quote_no ?? null,
    status_changed_at: doc.status_changed_at?.toISOString() ?? null,
    status_changed_by: doc.status_changed_by ?? null,
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
  };
}
