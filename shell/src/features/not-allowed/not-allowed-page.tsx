import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { Role } from '@voltdesk/contracts';
import { PageHeader } from '../../shared/page';

export const notAllowedText = (role: Role | undefined) =>
  `Your role${role ? ` (${role})` : ''} does not open this screen. Ask an owner if you need it.`;

/**
 * What an admin sees on a screen their role does not open, instead of the screen and its
 * refused calls. The services refuse those calls anyway (403); this says why before any is made.
 */
export function NotAllowedPage({ role }: { role: Role | undefined }) {
  useDocumentTitle('Not allowed');
  return (
    <div>
      <PageHeader title="Not allowed" />
      <p role="alert">{notAllowedText(role)}</p>
      <Link to="/admin">Back to dashboard</Link>
    </div>
  );
}
