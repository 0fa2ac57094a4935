import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CustomerDocumentView } from '@voltdesk/contracts';
import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { DeadLink } from '../../shared/dead-link';
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

const titleOf = (shown: CustomerDocumentView) =>
  shown.quote ? `Quote ${shown.quote.number}` : `Invoice #${shown.document.invoice_no}`;

/**
 * `/document?token=<token>`, where the link of a mailed quote or invoice lands: the document as its PDF
 * shows it, the PDF itself, and (a quote) the customer's answer. Server-rendered like every public page,
 * from svc-pos's answer for the token (never kept in the page cache: it is the customer's alone), so a
 * dead link is the not-found page with HTTP 404. Once the document shows in a browser the page tells
 * svc-pos it was opened (mail scanners run no script). Kept out of search engines.
 */
export default function DocumentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useSiteCustomerDocumentQuery(token || skipToken);
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

  // A dead link stays dead while the browser asks again after hydrating (the error is kept meanwhile).
  if (!token || (query.error && !shown)) return <DeadLink />;
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
