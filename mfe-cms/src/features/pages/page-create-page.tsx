import { useDocumentTitle } from '@voltdesk/app-core';
import { PageHeader } from '../../shared/page';
import { PageForm } from './page-form';

/**
 * Page Create (spec section 2): name and rich-text description, and what search engines and link previews
 * show (SEO title, meta description, social image; empty: the name, the start of the text and the logo),
 * and its publication (published at once or at a time, or a draft); then the page list.
 */
export function PageCreatePage() {
  useDocumentTitle('Page Create');
  return (
    <div className="cms-screen">
      <PageHeader title="Page Create" />
      <PageForm />
    </div>
  );
}
