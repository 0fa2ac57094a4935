import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { CUSTOMER_DOCUMENT_MESSAGES, type CustomerDocumentView } from '@voltdesk/contracts';
import { NOT_FOUND_TITLE } from '../../shared/not-found';
import { useSeo } from '../../shared/seo';
import { useHydrated } from '../../shared/use-hydrated';
import { useSiteData } from '../../shared/use-site-data';
import { DocumentSheet, type DocumentBusiness } from './document-sheet';
import { useSiteCustomerDocumentOpenedMutation, useSiteCustomerDocumentQuery } from './documents-api';
import { QuoteAnswer } from './quote-answer';
import { PayOnline } from './pay-online';
import './documents.css';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The business as the PDF prints it: the site's title and contact lines, and its bank details. */
function useBusiness(): DocumentBusiness {
  const { siteTitle, singleSetups: setup } = useSiteData();
  const site = (setup.websiteData ?? {}) as Record<string, unknown>;
  const bank = (setup.bankInfo ?? {}) as Record<string, unknown>;
  return {
    title: siteTitle,
    address: text(site.address),
    phone: text(site.phone),
    email: text(site.email),
    bank: {
      holder_name: text(bank.holder_name),
      ac_no: text(bank.ac_no),
      sort_code: text(bank.sort_code) ?? text(bank.sort_name),
      bank_name: text(bank.bank_name),
    },
  };
}

/** The link is dead (or was never one): the site's not-found page, with what to do about it. */
function DeadLink() {
  return (
    <div className="vs-container vs-section vs-not-found">
      <h1 className="vs-page-title">{NOT_FOUND_TITLE}</h1>
      <p>{CUSTOMER_DOCUMENT_MESSAGES.notFound}</p>
    </div>
  );
}

const titleOf = (shown: CustomerDocumentView) =>
  shown.quote ? `Quote ${shown.quote.number}` : `Invoice #${shown.document.invoice_no}`;

/**
 * `/document?token=<token>`, where the link of a mailed quote or invoice lands: the document as its PDF
 * shows it, the PDF itself, and (a quote) the customer's answer. The page's frame is server-rendered like
 * every public page; the document is read in the browser (a customer's document is never in the shared
 * page cache), and once it shows there the page tells svc-pos it was opened. Kept out of search engines.
 */
export default function DocumentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const hydrated = useHydrated();
  const query = useSiteCustomerDocumentQuery(hydrated && token ? token : skipToken);
  const [opened] = useSiteCustomerDocumentOpenedMutation();
  const told = useRef(false);
  const business = useBusiness();
  const shown = query.data;
  useSeo({
    title: shown ? titleOf(shown) : 'Your document',
    description: `A document from ${business.title}.`,
    noindex: true,
  });
  useEffect(() => {
    if (!shown || told.current) return;
    told.current = true;
    void opened(token);
  }, [shown, opened, token]);

  if (!token || query.isError) return <DeadLink />;
  if (!shown) {
    return (
      <div className="vs-container vs-section">
        <h1 className="vs-page-title">Your document</h1>
        <p role="status">Loading the document…</p>
      </div>
    );
  }
  const pdf = `/api/customerDocumentPdf?token=${encodeURIComponent(token)}`;
  return (
    <div className="vs-container vs-section vs-doc-page">
      <div className="vs-doc-page__top">
        <h1 className="vs-page-title">{`${titleOf(shown)} from ${business.title}`}</h1>
        <a className="vs-btn vs-btn--ghost" href={pdf} download>
          Download PDF
        </a>
      </div>
      <DocumentSheet shown={shown} business={business} />
      {shown.quote ? <QuoteAnswer quote={shown.quote} token={token} /> : <PayOnline token={token} />}
      <Link className="vs-btn vs-btn--ghost" to={`/portal?link=${encodeURIComponent(token)}`}>
        See all your documents
      </Link>
    </div>
  );
}
