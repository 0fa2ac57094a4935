import { CUSTOMER_DOCUMENT_PAGE } from '@voltdesk/contracts';
import { RateLimiter, type Clock } from '@voltdesk/service-kit';
import type { Model } from 'mongoose';
import pino, { type Logger } from 'pino';
import type { CustomerLinks } from './customer-links/service';
import type { InvoiceSettingsService } from './invoice-settings/service';
import { PortalAccounts } from './portal/account';
import type { Connection } from 'mongoose';
import {
  portalSessionModel,
  portalSignInModel,
  type PortalSessionModel,
  type PortalSignInModel,
} from './portal/model';
import { portalHandlers } from './portal/routes';
import type { PortalLinks } from './portal/ports';
import { PortalService } from './portal/service';
import { readPortOf } from './reports/sources';
import {
  statementModel,
  statementRunModel,
  type StatementModel,
  type StatementRunModel,
} from './statements/model';
import { StatementRun } from './statements/service';

/**
 * What svc-pos offers customers themselves besides a document's page: the portal and the monthly
 * statements. Composed here (for app.ts) so that neither imports the features it reads: the customers,
 * orders and quotes through read ports, the customer links and the setting through their services.
 */
export interface CustomerAreaModels<C, O, Q> {
  customers: Model<C>;
  orders: Model<O>;
  quotes: Model<Q>;
  portalSignIns: PortalSignInModel;
  portalSessions: PortalSessionModel;
  statements: StatementModel;
  statementRuns: StatementRunModel;
}

/** Sign-in requests a client address may send an hour, and sign-in mails a customer may get. */
const PORTAL_REQUESTS_PER_HOUR = 10;
const PORTAL_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/**
 * The customer links as the portal uses them: the document a live link opens, and a working token for a
 * document's page (its newest live link, so opening it from the portal revokes none the customer holds).
 */
function portalLinksOf(links: CustomerLinks): PortalLinks {
  return {
    documentOf: async (token) => {
      const link = await links.resolve(token);
      return link ? { kind: link.kind, id: link.document_id } : undefined;
    },
    tokenFor: (kind, id) => links.currentToken(kind, id, 'customer-portal'),
    pagePath: (token) => `/${CUSTOMER_DOCUMENT_PAGE}?token=${encodeURIComponent(token)}`,
  };
}

/** `logger` absent (the seed script, which runs neither), a silent one. */
export function createCustomerArea<C, O, Q>(
  models: CustomerAreaModels<C, O, Q>,
  { customerLinks }: { customerLinks: CustomerLinks },
  invoiceSettings: InvoiceSettingsService,
  deps: { clock: Clock; timeZone: string; logger?: Logger },
): { portal: PortalService; statements: StatementRun } {
  const { clock, timeZone } = deps;
  const logger = deps.logger ?? pino({ level: 'silent' });
  const conn = models.portalSessions.db;
  const customers = readPortOf(models.customers);
  const orders = readPortOf(models.orders);
  const portal = new PortalService({
    signIns: models.portalSignIns,
    sessions: models.portalSessions,
    accounts: new PortalAccounts({ customers, orders, quotes: readPortOf(models.quotes) }),
    links: portalLinksOf(customerLinks),
    addressLimiter: new RateLimiter(conn, 'portal-requests', PORTAL_REQUESTS_PER_HOUR, HOUR_MS),
    customerLimiter: new RateLimiter(conn, 'portal-mails', PORTAL_MAILS_PER_HOUR, HOUR_MS),
    clock,
    timeZone,
    logger,
  });
  const statements = new StatementRun({
    statements: models.statements,
    runs: models.statementRuns,
    sources: {
      orders,
      customers,
      statementsSince: () => invoiceSettings.statementsSince(),
    },
    clock,
    timeZone,
    logger,
  });
  return { portal, statements };
}

/** The portal's and the statements' collections, for svc-pos's models. */
export function customerAreaModels(conn: Connection) {
  return {
    statements: statementModel(conn),
    statementRuns: statementRunModel(conn),
    portalSignIns: portalSignInModel(conn),
    portalSessions: portalSessionModel(conn),
  };
}

/** The portal's endpoints; `secureCookies`: the session cookie is Secure (production). */
export const customerAreaHandlers = (services: { portal: PortalService }, secureCookies = false) =>
  portalHandlers(services.portal, secureCookies);
