import { useSearchParams } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { useSiteServicesQuery } from '../../shared/site-api';
import { PageHero } from '../../shared/page-hero';
import { metaDescription } from '../../shared/text';
import { RequestVisitForm } from './request-visit-form';
import './request-visit.css';

export const REQUEST_VISIT_TITLE = 'Request a quote or book a visit';

/**
 * `/request-visit` (`?service=<slug>` from a service page's button picks that service): the job request
 * form beside what happens next. Server-rendered like every public page; the services come from the same
 * read as the services page.
 */
export default function RequestVisitPage() {
  const { siteTitle, singleSetups: setup } = useSiteData();
  const [params] = useSearchParams();
  const { data: services = [] } = useSiteServicesQuery();
  const slug = params.get('service');
  const initialService = services.find((s) => s.slug === slug)?.title;
  useSeo({
    title: REQUEST_VISIT_TITLE,
    description: metaDescription(
      `Tell ${siteTitle} about your electrical job: we reply with a quote or a time for a visit.`,
    ),
  });
  return (
    <>
      <PageHero
        title={REQUEST_VISIT_TITLE}
        lead="Tell us what you need and where: add a few photos and we reply with a quote or a time to visit."
        image={setup.contactData?.image}
      />
      <div className="vs-container vs-section vs-contact">
        <div className="vs-contact__info">
          <h2 className="vs-section__title">What happens next</h2>
          <ol className="vs-request__steps">
            <li>You get an e-mail with a copy of your request.</li>
            <li>We look at the job and the photos, and call or e-mail you.</li>
            <li>You get a clear quote, or we agree a day to visit.</li>
          </ol>
        </div>
        <RequestVisitForm services={services.map((s) => s.title)} initialService={initialService} />
      </div>
    </>
  );
}
