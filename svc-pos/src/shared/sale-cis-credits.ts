import { creditVatFor } from './credit-vat';
import type { DocumentVat } from './vat';
import { cisAfterCredit, type CisSnapshot } from './sale-cis';

/** What a credit note on a CIS invoice reads of it (orders/credits.ts passes the stored invoice). */
type CreditedInvoice = Parameters<typeof creditVatFor>[0] & {
  vat?: DocumentVat | null;
  cis?: CisSnapshot | null;
};

/**
 * The invoice's CIS after a credit note of `amountPence` (gross, as credit notes are issued), or undefined
 * when the invoice has no CIS. The note's amount excluding VAT is what it reverses of the invoice's net:
 * on a VAT invoice the net its VAT breakdown gives (creditVatFor), otherwise the amount itself. Its labour
 * share then lowers the deduction (cisAfterCredit); the rule and its worked examples are in
 * svc-pos/README.md "CIS".
 */
export function cisCredited(invoice: CreditedInvoice, amountPence: number): CisSnapshot | undefined {
  if (!invoice.cis) return undefined;
  const net = invoice.vat ? (creditVatFor(invoice, amountPence)?.net_pence ?? amountPence) : amountPence;
  return cisAfterCredit(invoice.cis, net);
}
