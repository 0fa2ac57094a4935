import { Link, useSearchParams } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { PageHero } from '../../shared/page-hero';
import { NewsletterForm } from '../../shared/newsletter-form';
import { ConfirmQuestion } from './confirm-question';
import { UnsubscribeQuestion } from './unsubscribe-question';

type Result = 'confirmed' | 'unsubscribed' | 'invalid';

interface Outcome {
  title: string;
  lead: string;
  /** The sign-up form again (after unsubscribing, or when a link did not work), with its own heading. */
  form?: { title: string; description: string };
}

const OUTCOMES: Record<Result, Outcome> = {
  confirmed: {
    title: 'Subscription confirmed',
    lead: 'Thank you for confirming your e-mail address. Our newsletter will reach you from the next issue.',
  },
  unsubscribed: {
    title: 'You have unsubscribed',
    lead: 'Your address has been removed from our list; we will not send you our newsletter any more.',
    form: {
      title: 'Changed your mind?',
      description:
        'Subscribe again below. We will send you a confirmation e-mail first: nothing arrives until you confirm.',
    },
  },
  invalid: {
    title: 'This link is invalid or has already been used',
    lead: 'The link may have been cut short when it was copied, or it was used already. If you have just unsubscribed, you are off our list.',
    form: {
      title: 'Subscribe to our newsletter',
      description: 'Sign up below; we will send you a confirmation e-mail first.',
    },
  },
};

const isResult = (value: string | null): value is Result =>
  value === 'confirmed' || value === 'unsubscribed' || value === 'invalid';

/**
 * `/newsletter?result=confirmed|unsubscribed|invalid`: where the confirmation and unsubscribe links of the
 * mails land (svc-content answers them with a redirect here), saying what happened. A confirm link first
 * lands on `?confirm=<token>` and an unsubscribe link on `?unsubscribe=<token>`, which ask (see
 * LinkQuestion) and then come here. After
 * unsubscribing, or when the link did not work, the sign-up form is offered again: it is the public
 * `insertNewsLetter` call, so double opt-in and the rate limit hold as for any sign-up. Without a known
 * result it is the plain sign-up page. Not for search engines: it only makes sense after following a mail
 * link.
 */
export default function NewsletterPage() {
  const [params] = useSearchParams();
  const result = params.get('result');
  if (!isResult(result)) {
    const confirmToken = params.get('confirm');
    if (confirmToken) return <ConfirmQuestion token={confirmToken} />;
    const unsubscribeToken = params.get('unsubscribe');
    if (unsubscribeToken) return <UnsubscribeQuestion token={unsubscribeToken} />;
  }
  return <OutcomePage result={result} />;
}

function OutcomePage({ result }: { result: string | null }) {
  const outcome: Outcome = isResult(result)
    ? OUTCOMES[result]
    : {
        title: 'Newsletter',
        lead: 'Seasonal safety tips, offers and news, straight to your inbox.',
        form: {
          title: 'Subscribe to our newsletter',
          description: 'We will send you a confirmation e-mail first.',
        },
      };
  useSeo({ title: outcome.title, description: outcome.lead, noindex: true });

  return (
    <>
      <PageHero title={outcome.title} lead={outcome.lead}>
        <p className="vs-actions">
          <Link to="/" className="vs-btn vs-btn--primary">
            Back to the home page
          </Link>
          <Link to="/blogs" className="vs-btn vs-btn--light">
            Read our blog
          </Link>
        </p>
      </PageHero>
      {outcome.form ? <NewsletterForm {...outcome.form} /> : null}
    </>
  );
}
