import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { PageHero } from '../../shared/page-hero';
import { useSiteUnsubscribeMutation } from '../../shared/site-api';

const TITLE = 'Unsubscribe from our newsletter?';
const LEAD = 'Press the button to stop receiving our newsletter at the address this link was sent to.';

/**
 * Where an unsubscribe link of a newsletter lands (`/newsletter?unsubscribe=<token>`, through svc-content's
 * redirect). Nothing happens until the visitor presses the button: mail scanners open every link of a
 * mail, and a link that unsubscribed on its own would take readers off the list without their asking.
 * The answer replaces the address with the page that says what happened (`?result=`), so a reload or the
 * back button does not ask again.
 */
export function UnsubscribeQuestion({ token }: { token: string }) {
  const navigate = useNavigate();
  const [unsubscribe, { isLoading }] = useSiteUnsubscribeMutation();
  const [failed, setFailed] = useState(false);
  useSeo({ title: TITLE, description: LEAD, noindex: true });

  const onClick = async () => {
    setFailed(false);
    try {
      const { result } = await unsubscribe(token).unwrap();
      navigate(`/newsletter?result=${result}`, { replace: true });
    } catch (error) {
      // A token the server refuses outright (422: mangled when the link was copied) is simply invalid;
      // anything else (offline, 5xx) may pass, so the button stays.
      if ((error as { status?: unknown }).status === 422)
        navigate('/newsletter?result=invalid', { replace: true });
      else setFailed(true);
    }
  };

  return (
    <PageHero title={TITLE} lead={LEAD}>
      <p className="vs-actions">
        <button type="button" className="vs-btn vs-btn--primary" onClick={onClick} disabled={isLoading}>
          {isLoading ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
      </p>
      <p className="vs-hero__lead" role="alert">
        {failed ? 'We could not unsubscribe you just now. Please try again in a moment.' : ''}
      </p>
    </PageHero>
  );
}
