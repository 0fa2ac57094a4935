import { formatQuoteNo, type posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { DepositService } from './service';

type DepositHandlers = Pick<Handlers<typeof posEndpoints>, 'createDepositInvoice' | 'createFinalInvoice'>;

export function depositHandlers(deposits: DepositService): DepositHandlers {
  return {
    createDepositInvoice: async ({ body, user }) => {
      const quote = await deposits.createDepositInvoice(body.id, user.id, body.due_date ?? null);
      const invoiceNo = quote.deposit_invoices?.[0]?.invoice_no;
      return {
        data: quote,
        status: 201,
        message: `Deposit invoice #${invoiceNo} created from quote ${formatQuoteNo(quote.quote_no ?? 0)}`,
      };
    },
    createFinalInvoice: async ({ body, user }) => {
      const quote = await deposits.createFinalInvoice(body.id, user.id, body.due_date ?? null);
      return {
        data: quote,
        status: 201,
        message: `Final invoice #${quote.invoice_no} created from quote ${formatQuoteNo(quote.quote_no ?? 0)}`,
      };
    },
  };
}
