import { tmpdir } from 'node:os';
import path from 'node:path';
import { posEndpoints } from '@voltdesk/contracts';
import escapeStringRegexp from 'escape-string-regexp';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import {
  createApp,
  IdempotencyStore,
  ImageStore,
  imagesFrom,
  RateLimiter,
  registerEndpoints,
  type ReadinessCheck,
  type ServiceMetrics,
  type TokenVerifier,
  systemClock,
  type Clock,
} from '@voltdesk/service-kit';
import { categoryModel } from './categories/model';
import { categoryHandlers } from './categories/routes';
import { CategoryService } from './categories/service';
import { customerLinkModel } from './customer-links/model';
import { createCustomerLinkServices, createMailRequests } from './customer-link-ports';
import { customerLinkHandlers } from './customer-links/routes';
import { createCustomerArea, customerAreaHandlers, customerAreaModels } from './customer-area';
import { createReportServices } from './reporting';
import { customerModel } from './customers/model';
import { customerHandlers } from './customers/routes';
import { serializeCustomer } from './customers/serializer';
import { CustomerService } from './customers/service';
import { invoiceSettingsModel } from './invoice-settings/model';
import { leadFormTokenModel, leadModel } from './leads/model';
import { leadHandlers } from './leads/routes';
import { LeadService, type LeadCustomers } from './leads/service';
import { materialModel } from './materials/model';
import { materialHandlers } from './materials/routes';
import { MaterialService } from './materials/service';
import { saleLineSources } from './materials/sale-lookup';
import { cisHandlers } from './cis/routes';
import { readPortOf } from './reports/sources';
import { expenseModel } from './expenses/model';
import { accountingExportHandlers } from './exports/routes';
import { expenseHandlers } from './expenses/routes';
import { ExpenseService } from './expenses/service';
import { createJobService, jobHandlers, jobLookupOf, jobModel } from './job-ports';
import { invoiceSettingsHandlers } from './invoice-settings/routes';
import { InvoiceSettingsService } from './invoice-settings/service';
import { CustomerLedger } from './orders/customer-ledger';
import { CreditNoteService } from './orders/credits';
import { invoiceEmailHandlers } from './orders/email';
import { counterModel, orderAuditModel, orderModel } from './orders/model';
import { linkQuote } from './orders/quote-link';
import { createOnlinePayments, onlinePaymentHandlers, type OnlineSettings } from './online-payments';
import { orderHandlers } from './orders/routes';
import { OrderService } from './orders/service';
import { SummaryService } from './orders/summary';
import { posDataHandlers } from './pos-data/routes';
import { productModel } from './products/model';
import { productHandlers } from './products/routes';
import { ProductService } from './products/service';
import { quoteEmailHandlers } from './quotes/email';
import { quoteCounterModel, quoteModel } from './quotes/model';
import { quoteHandlers } from './quotes/routes';
import { createDepositService } from './deposit-ports';
import { depositHandlers } from './deposits/routes';
import { QuoteService } from './quotes/service';
import { reportHandlers } from './reports/routes';
import { createRecurring, recurringHandlers, recurringInvoicing, recurringModels } from './recurring';
import type { StaffNames } from './reports/staff-names';

export interface PosAppDeps {
  conn: Connection;
  logger: Logger;
  metrics: ServiceMetrics;
  verifier: TokenVerifier;
  clock?: Clock;
  /** IANA zone the dashboard's today/week/month are counted in. */
  timeZone?: string;
  readiness?: Record<string, ReadinessCheck>;
  /** Names the admins the payments export writes (svc-auth's adminNames); absent, it writes their ids. */
  staffNames?: StaffNames;
  /**
   * MEDIA_DIR: the leads' photos are stored under `<mediaDir>/pos/`. Absent (tests, the benchmark), a
   * folder of this process under the system's temporary directory.
   */
  mediaDir?: string;
  /** The portal's session cookie is Secure (production). */
  secureCookies?: boolean;
  /**
   * Signs the customer links' tokens (config.ts `customerLinkSecret`). Absent (tests, the benchmark), a
   * random one for this process.
   */
  customerLinkSecret?: string;
  /** How many days a customer link works (CUSTOMER_LINK_DAYS); 90 when absent. */
  customerLinkDays?: number;
  /** Online card payment: Stripe's keys (absent: off) and the site's origin (online-payments/config.ts). */
  onlinePayments?: OnlineSettings;
}

/** The models of svc-pos's database (`voltdesk_pos`). */
export function createPosModels(conn: Connection) {
  return {
    categories: categoryModel(conn),
    products: productModel(conn),
    customers: customerModel(conn),
    orders: orderModel(conn),
    counters: counterModel(conn),
    audit: orderAuditModel(conn),
    idempotency: new IdempotencyStore(conn),
    quotes: quoteModel(conn),
    quoteCounters: quoteCounterModel(conn),
    invoiceSettings: invoiceSettingsModel(conn),
    leads: leadModel(conn),
    leadFormTokens: leadFormTokenModel(conn),
    materials: materialModel(conn),
    expenses: expenseModel(conn),
    ...customerAreaModels(conn),
    customerLinks: customerLinkModel(conn),
    ...recurringModels(conn),
    jobs: jobModel(conn),
  };
}
export type PosModels = ReturnType<typeof createPosModels>;

/** Services wired to each other through narrow interfaces: features never import one another. */
/** Visitors' job requests a client address may send an hour, and request forms it may open. */
const LEAD_REQUESTS_PER_HOUR = 5;
const LEAD_FORMS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

/**
 * The customer of a lead's quote: the one with the lead's e-mail (any case), else the one the customers
 * feature finds by the phone, else a new record from the lead.
 */
function leadCustomersOf(models: PosModels, customers: CustomerService): LeadCustomers {
  return {
    async matchOrCreate(details) {
      const email = details.email.trim();
      const byEmail = await models.customers
        .findOne({ email: { $regex: `^${escapeStringRegexp(email)}$`, $options: 'i' } })
        .sort({ updated_at: -1 });
      if (byEmail) return { customer: serializeCustomer(byEmail), created: false };
      const known = await customers.byPhone(details.phone).catch(() => undefined);
      if (known) return { customer: known, created: false };
      await customers.recordFor(details, { update: false });
      return { customer: await customers.byPhone(details.phone), created: true };
    },
  };
}

/** Leads (the site's job requests): their photos' store, the spam budgets, and the features they use. */
function createLeadServices(
  models: PosModels,
  deps: { customers: CustomerService; quotes: QuoteService; clock: Clock; mediaDir?: string },
) {
  const conn = models.leads.db;
  const leadPhotos = new ImageStore(
    deps.mediaDir ?? path.join(tmpdir(), `voltdesk-pos-media-${process.pid}`),
    'pos',
  );
  const leads = new LeadService({
    leads: models.leads,
    tokens: models.leadFormTokens,
    photos: leadPhotos,
    requestLimiter: new RateLimiter(conn, 'lead-requests', LEAD_REQUESTS_PER_HOUR, HOUR_MS),
    tokenLimiter: new RateLimiter(conn, 'lead-forms', LEAD_FORMS_PER_HOUR, HOUR_MS),
    customers: leadCustomersOf(models, deps.customers),
    // Quotes are made by the quotes feature, never by importing it here.
    quoting: { createQuote: (input, adminId) => deps.quotes.create(input, adminId) },
    clock: deps.clock,
  });
  return { leads, leadPhotos };
}

type PosServiceDeps = Pick<
  PosAppDeps,
  'clock' | 'timeZone' | 'mediaDir' | 'customerLinkSecret' | 'customerLinkDays' | 'onlinePayments'
> &
  Partial<Pick<PosAppDeps, 'logger'>>;

export function createPosServices(models: PosModels, deps: PosServiceDeps) {
  const clock = deps.clock ?? systemClock;
  const timeZone = deps.timeZone ?? 'Europe/London';
  // Categories ask the services (products) whether they are used; services ask categories for names.
  // The closure is only called on a request, after both exist.
  const categories: CategoryService = new CategoryService({
    categories: models.categories,
    usage: { countByCategory: (id: string): Promise<number> => products.countByCategory(id) },
  });
  const products: ProductService = new ProductService({ products: models.products, categories });
  const materials = new MaterialService({ materials: models.materials });
  const customers = new CustomerService({
    customers: models.customers,
    ledger: new CustomerLedger(models.orders),
  });
  const invoiceSettings = new InvoiceSettingsService({ settings: models.invoiceSettings, clock });
  const online = createOnlinePayments(models.orders, deps, () => ({ links: linked.customerLinks, orders }));
  const credits = new CreditNoteService({
    orders: models.orders,
    counters: models.counters,
    clock,
    cardRefunds: online.cardRefunds,
  });
  const orderDeps = {
    orders: models.orders,
    counters: models.counters,
    audit: models.audit,
    catalogue: saleLineSources(products, models.materials),
    customers,
    vatSettings: invoiceSettings,
    clock,
    creditNumbers: credits,
    jobs: jobLookupOf(models.jobs),
  };
  const orders = new OrderService(orderDeps);
  const summary = new SummaryService({ orders: models.orders, clock, timeZone });
  // Quotes become invoices through the order service's create (idempotent by key), never by importing it.
  const quotes = new QuoteService({
    quotes: models.quotes,
    counters: models.quoteCounters,
    catalogue: saleLineSources(products, models.materials),
    invoicing: {
      createInvoice: async (input, adminId, key) => (await orders.create(input, adminId, key)).order,
      linkQuote: (orderId, quoteNo) => linkQuote(models.orders, orderId, quoteNo),
    },
    // A quote charges VAT as the invoice it becomes will: same settings, same rule.
    vatSettings: invoiceSettings,
    clock,
    timeZone,
    jobs: jobLookupOf(models.jobs),
  });
  const deposits = createDepositService(models.quotes, orderDeps, quotes, { clock, timeZone });
  const reporting = createReportServices(models, products, { clock, timeZone });
  const { leads, leadPhotos } = createLeadServices(models, { ...deps, customers, quotes, clock });
  // Receipts are kept in the one store of /media/pos/, beside the leads' photos, under the same rules.
  const expenses = new ExpenseService({ expenses: models.expenses, images: imagesFrom(leadPhotos) });
  const feats = { quotes, orders, invoiceSettings, deposits, clock, timeZone };
  const linked = createCustomerLinkServices(models, feats, deps);
  const mails = createMailRequests(models, { clock, timeZone, customerLinks: linked.customerLinks });
  return {
    categories,
    products,
    customers,
    orders,
    credits,
    summary,
    invoiceSettings,
    quotes,
    ...reporting,
    ...mails,
    leads,
    leadPhotos,
    materials,
    expenses,
    jobs: createJobService(models, { photos: leadPhotos, clock, timeZone }),
    deposits,
    ...linked,
    online,
    ...createCustomerArea(models, linked, invoiceSettings, { ...deps, clock, timeZone }),
    // Recurring invoices are made by the order service's create and mailed by "E-mail invoice".
    ...createRecurring(models, { ...deps, clock, timeZone, invoicing: recurringInvoicing(orders, mails) }),
  };
}
export type PosServices = ReturnType<typeof createPosServices>;

/**
 * The svc-pos HTTP app, used by main.ts and, in-process, by the tests and the benchmark: the models, then
 * the services on them, then the handlers of libs/contracts' posEndpoints on the services.
 */
export function createPosApp(deps: PosAppDeps): { app: Koa; models: PosModels; services: PosServices } {
  const models = createPosModels(deps.conn);
  const services = createPosServices(models, deps);
  const app = createApp({
    name: 'svc-pos',
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    // The leads' photos, at /media/pos/; Stripe's webhook, whose signature covers the raw body.
    preBody: [services.leadPhotos.middleware(), services.online.webhook.middleware()],
  });
  const {
    categories,
    products,
    customers,
    orders,
    credits,
    summary,
    invoiceSettings,
    quotes,
    reports,
    csvExports,
    invoiceMails,
    quoteMails,
    leads,
    materials,
    expenses,
    customerLinks,
    customerDocuments,
  } = services;
  registerEndpoints(app, {
    service: 'pos',
    endpoints: posEndpoints,
    verifier: deps.verifier,
    idempotency: models.idempotency,
    handlers: {
      ...categoryHandlers(categories),
      ...productHandlers(products),
      ...customerHandlers(customers),
      ...invoiceSettingsHandlers(invoiceSettings),
      ...posDataHandlers({
        customers: () => customers.list(),
        categories: () => categories.list(),
        activeProducts: () => products.list({ activeOnly: true }),
      }),
      ...orderHandlers(orders, credits, summary),
      ...quoteHandlers(quotes),
      ...reportHandlers(reports, csvExports, deps.staffNames),
      ...invoiceEmailHandlers(invoiceMails),
      ...quoteEmailHandlers(quoteMails),
      ...leadHandlers(leads),
      ...materialHandlers(materials),
      ...expenseHandlers(expenses),
      ...depositHandlers(services.deposits),
      ...customerLinkHandlers(customerDocuments, customerLinks),
      ...onlinePaymentHandlers(services.online.checkout),
      ...customerAreaHandlers(services, deps.secureCookies),
      ...recurringHandlers(services.recurring),
      ...accountingExportHandlers(services.accountingExports),
      ...jobHandlers(services.jobs),
      ...cisHandlers(readPortOf(models.orders), deps.timeZone ?? 'Europe/London'),
    },
  });
  return { app, models, services };
}
