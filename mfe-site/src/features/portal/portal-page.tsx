import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { DeadLink } from '../../shared/dead-link';
import { PageHero } from '../../shared/page-hero';
import { useSeo } from '../../shared/seo';
import { PageLoading } from '../../shared/states';
import { useHydrated } from '../../shared/use-hydrated';
import { useSiteData } from '../../shared/use-site-data';
import { usePortalDocumentLinkQuery } from './portal-api';
import { PortalAccount } from './portal-account';
import { RequestSignInLink, SignInWithLink } from './portal-sign-in';
import './portal.css';

export const PORTAL_TITLE = 'Your account';

/**
 * `/portal`: the customer portal. `?link=<document link>` asks for a sign-in link by e-mail, `?signin=<token>`
 * (the mailed link) signs in, and otherwise the signed-in customer's account shows. Everything here
 * depends on the customer's own cookie, which the server's render never has, so the page renders its
 * frame on the server and its content once hydrated; only a dead document link is known there, and is
 * the not-found page (HTTP 404). Not for search engines.
 */
export default function PortalPage() {
  const { siteTitle } = useSiteData();
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  useSeo({
    title: PORTAL_TITLE,
    description: `Your quotes, invoices and payments with ${siteTitle}.`,
    noindex: true,
  });
  const signIn = params.get('signin');
  const link = params.get('link');
  // The document link the customer came from, as the server checked it: a dead one is a 404 page.
  const linkRead = usePortalDocumentLinkQuery(!signIn && link ? link : skipToken);
  if (!signIn && link && linkRead.error && !linkRead.data) return <DeadLink />;
  return (
    <>
      <PageHero title={PORTAL_TITLE} lead={`Your quotes, invoices and payments with ${siteTitle}.`} />
      <div className="vs-container vs-section">
        {!hydrated ? (
          <PageLoading />
        ) : signIn ? (
          // Signed in, the token leaves the address bar (and the browser's history).
          <SignInWithLink token={signIn} onSignedIn={() => setParams({}, { replace: true })} />
        ) : link ? (
          <RequestSignInLink link={link} />
        ) : (
          <PortalAccount />
        )}
      </div>
    </>
  );
}
