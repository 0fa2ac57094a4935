import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@voltdesk/app-core/ui';
// Endpoints are injected into the shell's one api when this module is imported (shell/README.md, item 4).
import './shared/setup-api';
import './features/navbars/navbars-api';
import './features/posts/posts-api';
import './features/pages/pages-api';
import './features/banner/cards-api';
import './features/testimonials/testimonials-api';
import './features/charge/charges-api';
import './features/banner-pages/banner-pages-api';
import './features/service-pages/service-pages-api';
import './features/newsletter/newsletter-api';
import './features/newsletter-delivery/delivery-api';
import './features/media/media-api';
import { MediaEditorImages } from './features/media/media-editor-images';
import './cms.css';

// Each screen is its own chunk, fetched when visited.
const NavbarListPage = lazy(() => import('./features/navbars/navbar-list-page'));
const PostListPage = lazy(() => import('./features/posts/post-list-page'));
const SetupPage = lazy(() => import('./features/setup/setup-page'));
const SubscriberListPage = lazy(() => import('./features/newsletter/subscriber-list-page'));
const SendNewsletterPage = lazy(() => import('./features/newsletter/send-newsletter-page'));
const NewsletterDeliveryPage = lazy(() => import('./features/newsletter-delivery/newsletter-delivery-page'));
const NewsletterRecipientsPage = lazy(
  () => import('./features/newsletter-delivery/newsletter-recipients-page'),
);
const MediaLibraryPage = lazy(() => import('./features/media/media-library-page'));
const PageListPage = lazy(() => import('./features/pages/page-list-page'));
const PageCreatePage = lazy(() =>
  import('./features/pages/page-create-page').then((m) => ({ default: m.PageCreatePage })),
);
const PageUpdatePage = lazy(() =>
  import('./features/pages/page-update-page').then((m) => ({ default: m.PageUpdatePage })),
);
const BannerCardPage = lazy(() => import('./features/banner/banner-card-page'));
const TestimonialListPage = lazy(() => import('./features/testimonials/testimonial-list-page'));
const PricePage = lazy(() => import('./features/charge/price-page'));
const bannerPages = () => import('./features/banner-pages/banner-pages');
const BannerCreatePage = lazy(() => bannerPages().then((m) => ({ default: m.BannerCreatePage })));
const BannerPageListPage = lazy(() => bannerPages().then((m) => ({ default: m.BannerPageListPage })));
const BannerPageUpdatePage = lazy(() => bannerPages().then((m) => ({ default: m.BannerPageUpdatePage })));
const servicePages = () => import('./features/service-pages/service-pages');
const ServiceCreatePage = lazy(() => servicePages().then((m) => ({ default: m.ServiceCreatePage })));
const ServicePageListPage = lazy(() => servicePages().then((m) => ({ default: m.ServicePageListPage })));
const ServicePageUpdatePage = lazy(() => servicePages().then((m) => ({ default: m.ServicePageUpdatePage })));

/**
 * `./routes` of the `cms` remote (shell/README.md, "Remote contract"): the shell mounts it under /admin and
 * sends it only the CMS paths; unknown paths get the shell's 404, so there is no catch-all here. The
 * Suspense boundary is the remote's own, so the standalone page (which has none) works too.
 */
export default function CmsRoutes() {
  return (
    <Suspense
      fallback={
        <div className="cms-loading">
          <Spinner label="Loading" />
        </div>
      }
    >
      <MediaEditorImages>
        <Routes>
          <Route path="navlist" element={<NavbarListPage />} />
          <Route path="posts" element={<PostListPage />} />
          <Route path="setup" element={<SetupPage />} />
          <Route path="newsLetters" element={<SubscriberListPage />} />
          <Route path="pagelist" element={<PageListPage />} />
          <Route path="pagecreate" element={<PageCreatePage />} />
          <Route path="pquery/:slug" element={<PageUpdatePage />} />
          <Route path="banner" element={<BannerCardPage />} />
          <Route path="testimonials" element={<TestimonialListPage />} />
          <Route path="charge" element={<PricePage />} />
          <Route path="bannercreate" element={<BannerCreatePage />} />
          <Route path="bannerlist" element={<BannerPageListPage />} />
          <Route path="bannerupdate/:slug" element={<BannerPageUpdatePage />} />
          <Route path="serviceCreate" element={<ServiceCreatePage />} />
          <Route path="servicePageList" element={<ServicePageListPage />} />
          <Route path="servicePageUpdate/:slug" element={<ServicePageUpdatePage />} />
          <Route path="sendnewletter" element={<SendNewsletterPage />} />
          <Route path="newsletterDelivery" element={<NewsletterDeliveryPage />} />
          <Route path="newsletterDelivery/:id" element={<NewsletterRecipientsPage />} />
          <Route path="media" element={<MediaLibraryPage />} />
        </Routes>
      </MediaEditorImages>
    </Suspense>
  );
}
