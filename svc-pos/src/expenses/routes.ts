import type { posEndpoints } from '@voltdesk/contracts';
import { crudHandlers, type Handlers } from '@voltdesk/service-kit';
import type { ExpenseService } from './service';

type ExpenseHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'expenses' | 'createExpense' | 'updateExpense' | 'deleteExpense'
>;

export const expenseHandlers = (expenses: ExpenseService): ExpenseHandlers =>
  crudHandlers(
    expenses.records,
    { list: 'expenses', create: 'createExpense', update: 'updateExpense', remove: 'deleteExpense' },
    { label: 'Expense', files: ['receipt'] },
  );
