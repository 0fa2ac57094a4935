import {
  JOB_MESSAGES,
  MAX_JOB_PHOTOS,
  type JobCreateRequest,
  type JobDetailView,
  type JobPhotoRemoveRequest,
  type JobQuery,
  type JobUpdateRequest,
  type JobView,
} from '@voltdesk/contracts';
import {
  findPage,
  NotFoundError,
  ValidationError,
  type Clock,
  type ImageStore,
  type Page,
  type UploadedFile,
} from '@voltdesk/service-kit';
import { localDateOf } from '../shared/periods';
import type { JobDoc, JobModel } from './model';
import { storeJobPhotos } from './photos';
import type { JobCustomers, JobDocuments } from './ports';
import { serializeJob, serializeJobDetail } from './serializer';
import { jobSums } from './sums';

export interface JobServiceDeps {
  jobs: JobModel;
  customers: JobCustomers;
  documents: JobDocuments;
  /** The one store of /media/pos/ (the leads' photos and the receipts are kept there too). */
  photos: ImageStore;
  clock: Clock;
  /** The business's zone: whether a quote has expired is judged on its calendar day. */
  timeZone: string;
}

/**
 * Jobs: a customer's work at a site, with its photos. The quotes and invoices naming a job (their
 * `job_id`) are its documents; the job page adds up what they quote, invoice, take and cost.
 */
export class JobService {
  constructor(private readonly deps: JobServiceDeps) {}

  /** Newest first; by status and customer; searched in the description, site and customer's name. */
  async list(query: JobQuery): Promise<Page<JobView>> {
    const filter: Record<string, unknown> = {};
    if (query.status) filter.status = query.status;
    if (query.customer_id) filter.customer_id = query.customer_id;
    const { docs, meta } = await findPage(this.deps.jobs, query, {
      searchIn: ['description', 'site_address', 'customer.name'],
      sort: { created_at: -1, _id: -1 },
      filter,
    });
    return { items: docs.map(serializeJob), meta };
  }

  /** @throws ValidationError (dates, customer, photos). */
  async create(input: JobCreateRequest, files: UploadedFile[]): Promise<JobView> {
    const fields = await this.fieldsOf(input);
    const photos = await storeJobPhotos(this.deps.photos, files, 0);
    const doc = await this.deps.jobs.create({ ...fields, status: input.status ?? 'enquiry', photos });
    return serializeJob(doc.toObject());
  }

  /**
   * Replaces the job's fields; photos sent are added to those it has.
   *
   * @throws NotFoundError; ValidationError (dates, customer, photos, more than MAX_JOB_PHOTOS).
   */
  async update(input: JobUpdateRequest, files: UploadedFile[]): Promise<JobView> {
    const fields = await this.fieldsOf(input);
    const current = await this.read(input.id);
    const photos = await storeJobPhotos(this.deps.photos, files, current.photos.length);
    // Written only while the job still has room for them: two edits adding photos at once cannot go over.
    const room = MAX_JOB_PHOTOS - photos.length;
    const doc = await this.deps.jobs
      .findOneAndUpdate(
        { _id: input.id, [`photos.${room}`]: { $exists: false } },
        { $set: { ...fields, status: input.status }, $push: { photos: { $each: photos } } },
        { returnDocument: 'after' },
      )
      .lean<JobDoc>();
    if (doc) return serializeJob(doc);
    await this.read(input.id);
    throw new ValidationError({ photos: [JOB_MESSAGES.tooManyPhotos] });
  }

  /** @throws NotFoundError; ValidationError when the photo is not the job's. */
  async removePhoto({ id, photo }: JobPhotoRemoveRequest): Promise<JobView> {
    const current = await this.read(id);
    if (!current.photos.includes(photo)) throw new ValidationError({ photo: [JOB_MESSAGES.unknownPhoto] });
    // The file stays in the store: it is content-addressed, so another record may show the same image.
    const doc = await this.deps.jobs
      .findOneAndUpdate({ _id: id }, { $pull: { photos: photo } }, { returnDocument: 'after' })
      .lean<JobDoc>();
    if (!doc) throw new NotFoundError(JOB_MESSAGES.notFound);
    return serializeJob(doc);
  }

  /** @throws NotFoundError; ValidationError when a quote or invoice names the job. */
  async remove(id: string): Promise<void> {
    await this.read(id);
    if (await this.deps.documents.isUsed(id)) throw new ValidationError({ id: [JOB_MESSAGES.hasDocuments] });
    const done = await this.deps.jobs.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(JOB_MESSAGES.notFound);
  }

  /** The job page. @throws NotFoundError */
  async detail(id: string): Promise<JobDetailView> {
    const job = await this.read(id);
    const [invoices, quotes] = await Promise.all([
      this.deps.documents.invoicesOf(id),
      this.deps.documents.quotesOf(id),
    ]);
    const today = localDateOf(this.deps.clock.now(), this.deps.timeZone);
    return serializeJobDetail(job, jobSums(invoices, quotes, today), invoices, quotes, today);
  }

  private async read(id: string): Promise<JobDoc> {
    const doc = await this.deps.jobs.findOne({ _id: id }).lean<JobDoc>();
    if (!doc) throw new NotFoundError(JOB_MESSAGES.notFound);
    return doc;
  }

  /**
   * The stored fields of a form (the end not before the start; the customer's details copied from their
   * record). Checked before anything is stored.
   */
  private async fieldsOf(input: JobCreateRequest | JobUpdateRequest) {
    const start = input.start_date || null;
    const end = input.end_date || null;
    const errors: Record<string, string[]> = {};
    if (start && end && end < start) errors.end_date = [JOB_MESSAGES.endBeforeStart];
    const customer = await this.deps.customers.snapshotOf(input.customer_id);
    if (!customer) errors.customer_id = [JOB_MESSAGES.unknownCustomer];
    if (Object.keys(errors).length || !customer) throw new ValidationError(errors);
    return {
      customer_id: input.customer_id,
      customer,
      site_address: input.site_address.trim(),
      description: input.description.trim(),
      start_date: start,
      end_date: end,
      notes: input.notes?.trim() || null,
    };
  }
}
