import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';
import { LandingPage } from './features/landing/landing-page';
import './shared/site-api';
import './site.css';

// The landing page ships with the routes chunk (it is what `/` needs at once); every other page is its own
// chunk, fetched when visited, so `/` stays inside its JavaScript budget.
const AboutPage = lazy(() => import('./features/about/about-page'));
const ContactPage = lazy(() => import('./features/contact/contact-page'));
const BlogListPage = lazy(() => import('./features/blog/blog-list-page'));
const PostPage = lazy(() => import('./features/blog/post-page'));
const ServicesPage = lazy(() => import('./features/services/services-page'));
const ServicePage = lazy(() => import('./features/services/service-page'));
const BannerPage = lazy(() => import('./features/banner/banner-page'));
const ChargesPage = lazy(() => import('./features/charges/charges-page'));
const FreePage = lazy(() => import('./features/free-page/free-page'));
const NewsletterPage = lazy(() => import('./features/newsletter/newsletter-page'));
const RequestVisitPage = lazy(() => import('./features/request-visit/request-visit-page'));
const DocumentPage = lazy(() => import('./features/documents/document-page'));
const PortalPage = lazy(() => import('./features/portal/portal-page'));

/**
 * `./routes` of the `site` remote (shell/README.md, "Remote contract"): the shell mounts it at `/` and
 * sends it only the public paths; unknown paths get the shell's 404, so there is no catch-all here.
 */
export default function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="blogs" element={<BlogListPage />} />
        <Route path="details/:slug" element={<PostPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="service/:slug" element={<ServicePage />} />
        <Route path="banner/:slug" element={<BannerPage />} />
        <Route path="charges" element={<ChargesPage />} />
        <Route path="p/:slug" element={<FreePage />} />
        <Route path="newsletter" element={<NewsletterPage />} />
        <Route path="request-visit" element={<RequestVisitPage />} />
        <Route path="document" element={<DocumentPage />} />
        <Route path="portal" element={<PortalPage />} />
      </Route>
    </Routes>
  );
}
