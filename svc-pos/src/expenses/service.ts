import {
  EXPENSE_MESSAGES,
  MAX_EXPENSE_VAT_RATE,
  type ExpenseCreateRequest,
  type ExpenseUpdateRequest,
  type ExpenseView,
} from '@voltdesk/contracts';
import { CrudStore, PHOTO_KINDS, ValidationError, type Images } from '@voltdesk/service-kit';
import { poundsToPence } from '../shared/money';
import type { ExpenseDoc, ExpenseModel } from './model';
import { serializeExpense } from './serializer';

/**
 * VAT on a receipt is at most the standard rate of its net, rounded up to the penny: a receipt's VAT is
 * rounded per line, so 20% of the total net can be a penny under the sum of the lines' VAT.
 */
function checkVat(netPence: number, vatPence: number): void {
  if (vatPence > Math.ceil(netPence * MAX_EXPENSE_VAT_RATE) + 1) {
    throw new ValidationError({ vat: [EXPENSE_MESSAGES.vatTooHigh] });
  }
}

/** The Expenses list: purchases with their VAT and an optional receipt image. */
export class ExpenseService {
  readonly records: CrudStore<ExpenseDoc, ExpenseView, ExpenseCreateRequest, ExpenseUpdateRequest>;

  constructor(deps: { expenses: ExpenseModel; images: Images }) {
    this.records = new CrudStore(
      {
        model: deps.expenses,
        serialize: serializeExpense,
        name: 'expenses',
        notFound: 'Expense not found.',
        searchIn: ['supplier', 'description'],
        sort: { date: -1, _id: -1 },
        status: false,
        images: [{ field: 'receipt', kinds: PHOTO_KINDS }],
        fieldsOf: (input) => {
          const pence = poundsToPence({ net: input.net, vat: input.vat });
          checkVat(pence.net, pence.vat);
          return {
            date: input.date,
            supplier: input.supplier.trim(),
            description: (input.description ?? '').trim(),
            net_pence: pence.net,
            vat_pence: pence.vat,
          };
        },
      },
      { images: deps.images },
    );
  }
}
