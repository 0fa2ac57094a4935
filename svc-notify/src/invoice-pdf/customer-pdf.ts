import {
  CUSTOMER_DOCUMENT_MESSAGES,
  createSchemaValidator,
  type CustomerDocumentView,
  type notifyEndpoints,
} from '@voltdesk/contracts';
import { NotFoundError, ServiceUnavailableError, type Handlers } from '@voltdesk/service-kit';
import type { Branding } from '../shared/settings';
import type { InvoiceDocuments } from './documents';

/** The document a customer link opens, as svc-pos answers it, or undefined when the link is dead. */
export interface LinkedDocuments {
  read(token: string): Promise<CustomerDocumentView | undefined>;
}

const views = createSchemaValidator({ schemas: 'views' });
const documentCheck = views.getSchema('pos.views.customerDocument')!;

/** Raised when svc-pos cannot be asked (down, or an answer that is not its contract's). */
const UNAVAILABLE = 'The document cannot be downloaded right now. Please try again shortly.';

/**
 * svc-pos's public `customerDocument` over HTTP (POS_URL): the same call and the same checks the public
 * page's, so a dead, tampered or revoked link is svc-pos's 404 here too, and svc-notify never holds a
 * secret that could open a document.
 */
export function httpLinkedDocuments(posUrl: string, fetchImpl: typeof fetch = fetch): LinkedDocuments {
  const origin = posUrl.replace(/\/+$/, '');
  return {
    async read(token) {
      let res: Response;
      try {
        res = await fetchImpl(`${origin}/api/customerDocument?token=${encodeURIComponent(token)}`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new ServiceUnavailableError(UNAVAILABLE);
      }
      if (res.status === 404 || res.status === 422) return undefined;
      const body = (await res.json().catch(() => undefined)) as { data?: unknown } | undefined;
      if (!res.ok || !body || !documentCheck(body.data)) throw new ServiceUnavailableError(UNAVAILABLE);
      return body.data as CustomerDocumentView;
    },
  };
}

/**
 * The PDF a customer link downloads: the document svc-pos answers for the token, drawn by the renderer
 * of the mails' attachments with the business as the site settings describe it, so the download is
 * the PDF the customer was mailed, with the document as it stands now (payments since included).
 */
export class CustomerPdfs {
  constructor(
    private readonly deps: {
      linked: LinkedDocuments;
      documents: Pick<InvoiceDocuments, 'linkedDocument'>;
      branding: () => Promise<Branding>;
    },
  ) {}

  /** @throws NotFoundError for a dead link; ServiceUnavailableError when svc-pos cannot be asked. */
  async pdf(token: string): Promise<{ filename: string; content: Buffer }> {
    const shown = await this.deps.linked.read(token);
    if (!shown) throw new NotFoundError(CUSTOMER_DOCUMENT_MESSAGES.notFound);
    return this.deps.documents.linkedDocument(shown, await this.deps.branding());
  }
}

/** `GET customerDocumentPdf?token=`: the PDF, as a download named as the mail's attachment is. */
export function customerPdfHandlers(
  pdfs: CustomerPdfs | undefined,
): Pick<Handlers<typeof notifyEndpoints>, 'customerDocumentPdf'> {
  return {
    customerDocumentPdf: async ({ query, ctx }) => {
      // An instance built without svc-pos's address (a test of other routes) cannot serve it.
      if (!pdfs) throw new ServiceUnavailableError(UNAVAILABLE);
      const { filename, content } = await pdfs.pdf(query.token);
      ctx.set('Content-Type', 'application/pdf');
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      // A link's document changes (payments, an answer) and a revoked link must stop: never cached.
      ctx.set('Cache-Control', 'no-store');
      ctx.body = content;
    },
  };
}
