import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { PageHero } from '../../shared/page-hero';
import { useHydrated } from '../../shared/use-hydrated';

export interface LinkQuestionProps {
  title: string;
  lead: string;
  /** The button's label, and its label while the request runs. */
  action: string;
  busy: string;
  /** Said when the request did not get through (offline, 5xx): the button stays for another try. */
  failure: string;
  isLoading: boolean;
  /** Sends the POST the link stands for; resolves to the outcome `?result=` shows. */
  send: () => Promise<{ result: string }>;
}

/**
 * Where a mail's confirm or unsubscribe link lands (through svc-content's redirect). Nothing happens until
 * the visitor presses the button: mail scanners open every link of a mail, and a link that acted on its
 * own would confirm or unsubscribe readers who never asked. The answer replaces the address with the page
 * that says what happened (`?result=`), so a reload or the back button does not ask again.
 */
export function LinkQuestion({ title, lead, action, busy, failure, isLoading, send }: LinkQuestionProps) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // The page is server-rendered: a press before the script runs would do nothing and look like it worked.
  const ready = useHydrated();
  useSeo({ title, description: lead, noindex: true });

  const onClick = async () => {
    setFailed(false);
    try {
      const { result } = await send();
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
    <PageHero title={title} lead={lead}>
      <p className="vs-actions">
        <button
          type="button"
          className="vs-btn vs-btn--primary"
          onClick={onClick}
          disabled={!ready || isLoading}
        >
          {isLoading ? busy : action}
        </button>
      </p>
      <p className="vs-hero__lead" role="alert">
        {failed ? failure : ''}
      </p>
    </PageHero>
  );
}
