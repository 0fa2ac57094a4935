import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@voltdesk/app-core/ui';
// Endpoints are injected into the shell's one api when this module is imported (shell/README.md, item 4).
import './features/orders/orders-api';
import './features/categories/categories-api';
import './features/products/products-api';
import './features/customers/customers-api';
import './features/quotes/quotes-api';
import './features/reports/reports-api';
import './features/leads/leads-api';
import './features/materials/materials-api';
import './features/expenses/expenses-api';
import './features/recurring/recurring-api';
import './features/jobs/jobs-api';
import './pos.css';

// Each screen is its own chunk, fetched when visited.
const OrderCreatePage = lazy(() => import('./features/orders/order-create-page'));
const OrderUpdatePage = lazy(() => import('./features/orders/order-update-page'));
const OrderListPage = lazy(() => import('./features/orders/order-list-page'));
const CategoryListPage = lazy(() => import('./features/categories/category-list-page'));
const ProductListPage = lazy(() => import('./features/products/product-list-page'));
const CustomerListPage = lazy(() => import('./features/customers/customer-list-page'));
const QuoteListPage = lazy(() => import('./features/quotes/quote-list-page'));
const QuoteDetailsPage = lazy(() => import('./features/quotes/quote-details-page'));
const QuoteCreatePage = lazy(() =>
  import('./features/quotes/quote-edit-page').then((m) => ({ default: m.QuoteCreatePage })),
);
const QuoteUpdatePage = lazy(() =>
  import('./features/quotes/quote-edit-page').then((m) => ({ default: m.QuoteUpdatePage })),
);
const ReportsPage = lazy(() => import('./features/reports/reports-page'));
const CustomerPage = lazy(() => import('./features/customers/customer-page'));
const InvoiceSettingsPage = lazy(() => import('./features/invoice-settings/invoice-settings-page'));
const MaterialListPage = lazy(() => import('./features/materials/material-list-page'));
const ExpenseListPage = lazy(() => import('./features/expenses/expense-list-page'));
const RecurringListPage = lazy(() => import('./features/recurring/recurring-list-page'));
const JobListPage = lazy(() => import('./features/jobs/job-list-page'));
const JobPage = lazy(() => import('./features/jobs/job-page'));
const LeadListPage = lazy(() => import('./features/leads/lead-list-page'));
const LeadDetailsPage = lazy(() => import('./features/leads/lead-details-page'));
// A lead's quote is the quotes feature's form inside the leads feature's page: composed here, where both
// may be imported (a feature never imports another).
const LeadQuotePage = lazy(async () => {
  const [leads, form, model] = await Promise.all([
    import('./features/leads/lead-quote-page'),
    import('./features/quotes/quote-form'),
    import('./features/quotes/quote-form-model'),
  ]);
  return {
    default: () => <leads.LeadQuotePage QuoteForm={form.QuoteForm} emptyQuote={model.emptyQuote} />,
  };
});

/**
 * `./routes` of the `pos` remote (shell/README.md, "Remote contract"): the shell mounts it under /admin and
 * sends it only the POS paths; unknown paths get the shell's 404, so there is no catch-all here. The
 * Suspense boundary is the remote's own, so the standalone page (which has none) works too.
 */
export default function PosRoutes() {
  return (
    <Suspense
      fallback={
        <div className="pos-loading">
          <Spinner label="Loading" />
        </div>
      }
    >
      <Routes>
        <Route path="ordercreate" element={<OrderCreatePage />} />
        <Route path="posupdate/:id" element={<OrderUpdatePage />} />
        <Route path="orders" element={<OrderListPage />} />
        <Route path="category" element={<CategoryListPage />} />
        <Route path="products" element={<ProductListPage />} />
        <Route path="materials" element={<MaterialListPage />} />
        <Route path="customers" element={<CustomerListPage />} />
        <Route path="quotes" element={<QuoteListPage />} />
        <Route path="quotecreate" element={<QuoteCreatePage />} />
        <Route path="quoteupdate/:id" element={<QuoteUpdatePage />} />
        <Route path="quote/:id" element={<QuoteDetailsPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="customer/:id" element={<CustomerPage />} />
        <Route path="vatsettings" element={<InvoiceSettingsPage />} />
        <Route path="expenses" element={<ExpenseListPage />} />
        <Route path="recurring" element={<RecurringListPage />} />
        <Route path="jobs" element={<JobListPage />} />
        <Route path="job/:id" element={<JobPage />} />
        <Route path="leads" element={<LeadListPage />} />
        <Route path="lead/:id" element={<LeadDetailsPage />} />
        <Route path="leadquote/:id" element={<LeadQuotePage />} />
      </Routes>
    </Suspense>
  );
}
