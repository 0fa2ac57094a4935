import type { OrderCreateRequest, OrderView } from '@voltdesk/contracts';
import type { Clock } from '@voltdesk/service-kit';
import type { Connection } from 'mongoose';
import pino, { type Logger } from 'pino';
import { DueTimer } from '../shared/due-timer';
import { recurringModel, recurringRunModel, type RecurringModel, type RecurringRunModel } from './model';
import { RecurringRun, type RecurringInvoicing } from './run';
import { RecurringService } from './service';

export { recurringHandlers } from './routes';
export type { RecurringInvoicing } from './run';

/** The schedules' and their runs' collections, for svc-pos's models. */
export const recurringModels = (conn: Connection) => ({
  recurring: recurringModel(conn),
  recurringRuns: recurringRunModel(conn),
});

/**
 * Recurring invoices wired (app.ts gives the order service's create and the invoice mail request as
 * `invoicing`): the schedules' service and the run the timer ticks.
 */
export function createRecurring(
  models: { recurring: RecurringModel; recurringRuns: RecurringRunModel },
  deps: { invoicing: RecurringInvoicing; clock: Clock; timeZone: string; logger?: Logger },
) {
  const runDeps = {
    schedules: models.recurring,
    runs: models.recurringRuns,
    invoicing: deps.invoicing,
    clock: deps.clock,
    timeZone: deps.timeZone,
    logger: deps.logger ?? pino({ level: 'silent' }),
  };
  const run = new RecurringRun(runDeps);
  return { recurring: new RecurringService({ ...runDeps, run }), recurringRun: run };
}

/**
 * The invoicing a run needs, from the order service and the invoice mail requests (structurally: this
 * feature imports neither).
 */
export function recurringInvoicing(
  orders: {
    create(
      input: OrderCreateRequest,
      adminId: string,
      originKey: string,
      createdNote: string,
    ): Promise<{ order: OrderView }>;
  },
  mails: { invoiceMails: { request(input: { order_id: string }, adminId: string): Promise<unknown> } },
): RecurringInvoicing {
  return {
    create: async (input, adminId, key, note) => (await orders.create(input, adminId, key, note)).order,
    email: async (orderId, adminId) => {
      await mails.invoiceMails.request({ order_id: orderId }, adminId);
    },
  };
}

/** Every replica ticks every five minutes; the runs' unique claims make each invoice once (run.ts). */
export const recurringTimer = (run: RecurringRun, logger: Logger) =>
  new DueTimer(run, logger, 'recurring invoices');
