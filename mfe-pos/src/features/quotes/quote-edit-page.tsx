import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { normalizeError, toastError, toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { useInvoiceSettingsQuery } from '../../shared/invoice-settings-api';
import { PageHeader } from '../../shared/page';
import { vatTermsOfSaved, vatTermsOfSettings } from '../../shared/sale-vat';
import { QuoteForm } from './quote-form';
import { emptyQuote, valuesFromQuote, type QuoteFormRequest } from './quote-form-model';
import { useQuoteByIdQuery, useCreateQuoteMutation, useUpdateQuoteMutation } from './quotes-api';
import './quotes.css';

/** A refused save: the server's words under the fields, its message (or a plain one) in a toast. */
function refused(error: unknown) {
  const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
  toastError(e.status === 422 ? 'Please check the quote.' : (e.message ?? 'Something went wrong!'));
  return e.fields;
}

/** New quote (`quotecreate`): saved, it opens the quote's page. */
export function QuoteCreatePage() {
  useDocumentTitle('New Quote');
  const navigate = useNavigate();
  const [insert, { isLoading }] = useCreateQuoteMutation();
  // The VAT settings the new quote will follow; until they load (or if they cannot), no VAT is shown and
  // svc-pos still computes the quote's VAT by them.
  const settings = useInvoiceSettingsQuery();
  const vatTerms = useMemo(() => vatTermsOfSettings(settings.data), [settings.data]);
  const save = async (quote: QuoteFormRequest) => {
    try {
      const res = await insert(quote).unwrap();
      toastSuccess(res.message ?? 'Quote created');
      navigate(`../quote/${res.data.id}`);
      return null;
    } catch (error) {
      return refused(error);
    }
  };
  return (
    <div className="pos-screen">
      <PageHeader title="New Quote" />
      <QuoteForm
        initial={emptyQuote()}
        schemaId="pos.quotes.create"
        submitLabel="Save Quote"
        busy={isLoading}
        vatTerms={vatTerms}
        onSubmit={save}
      />
    </div>
  );
}

/** Edit an Open quote (`quoteupdate/:id`), an expired one too: extending its date revives it. */
export function QuoteUpdatePage() {
  useDocumentTitle('Edit Quote');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const quote = useQuoteByIdQuery(id);
  const [update, { isLoading }] = useUpdateQuoteMutation();
  const save = async (body: QuoteFormRequest) => {
    try {
      const res = await update({ ...body, id }).unwrap();
      toastSuccess(res.message ?? 'Quote updated');
      navigate(`../quote/${id}`);
      return null;
    } catch (error) {
      return refused(error);
    }
  };
  return (
    <div className="pos-screen">
      <PageHeader title="Edit Quote" />
      {quote.isLoading ? (
        <Spinner label="Loading" />
      ) : !quote.data ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          This quote does not exist.
        </div>
      ) : quote.data.status !== 'Open' && quote.data.status !== 'Expired' ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          This quote is {quote.data.status.toLowerCase()}, so it can no longer change.
        </div>
      ) : (
        <QuoteForm
          initial={valuesFromQuote(quote.data)}
          schemaId="pos.quotes.update"
          quoteId={id}
          submitLabel="Update Quote"
          busy={isLoading}
          vatTerms={vatTermsOfSaved(quote.data)}
          onSubmit={save}
        />
      )}
    </div>
  );
}
