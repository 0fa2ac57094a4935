import type { Clock, ImageStore } from '@voltdesk/service-kit';
import type { CustomerModel } from './customers/model';
import { jobModel, type JobModel } from './jobs/model';
import type { JobDocuments, JobInvoice, JobQuote } from './jobs/ports';
import { jobHandlers } from './jobs/routes';
import { JobService } from './jobs/service';
import type { OrderModel } from './orders/model';
import type { QuoteModel } from './quotes/model';
import type { JobLookup } from './shared/job-link';

export { jobHandlers, jobModel };

/** Whether a job exists and its site, for the quotes and invoices that name one (shared/job-link.ts). */
export const jobLookupOf = (jobs: JobModel): JobLookup => ({
  siteOf: async (id) => {
    const job = await jobs.findOne({ _id: id }, { site_address: 1 }).lean();
    return job ? job.site_address : null;
  },
});

/**
 * The jobs feature on the orders', quotes' and customers' collections: it reads the documents naming a job
 * through a read port (no feature import, no copy of a model), newest first on their `job_id` indexes.
 */
export function createJobService(
  models: { jobs: JobModel; orders: OrderModel; quotes: QuoteModel; customers: CustomerModel },
  deps: { photos: ImageStore; clock: Clock; timeZone: string },
): JobService {
  const documents: JobDocuments = {
    invoicesOf: (jobId) =>
      models.orders
        .find(
          { job_id: jobId },
          {
            invoice_no: 1,
            total_pence: 1,
            credited_pence: 1,
            payment_pence: 1,
            due_pence: 1,
            voided_at: 1,
            vat: 1,
            credits: 1,
            items: 1,
            payments: 1,
            created_at: 1,
          },
        )
        .sort({ invoice_no: -1 })
        .lean<JobInvoice[]>(),
    quotesOf: (jobId) =>
      models.quotes
        .find({ job_id: jobId }, { quote_no: 1, state: 1, valid_until: 1, total_pence: 1, created_at: 1 })
        .sort({ created_at: -1, _id: -1 })
        .lean<JobQuote[]>(),
    isUsed: async (jobId) =>
      Boolean(
        (await models.orders.exists({ job_id: jobId })) || (await models.quotes.exists({ job_id: jobId })),
      ),
  };
  return new JobService({
    jobs: models.jobs,
    customers: {
      snapshotOf: async (id) => {
        const c = await models.customers.findOne({ _id: id }).lean();
        return c ? { name: c.name, phone: c.phone, email: c.email, address: c.address ?? null } : null;
      },
    },
    documents,
    photos: deps.photos,
    clock: deps.clock,
    timeZone: deps.timeZone,
  });
}
