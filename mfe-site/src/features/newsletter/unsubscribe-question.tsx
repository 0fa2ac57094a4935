import { useSiteUnsubscribeMutation } from '../../shared/site-api';
import { LinkQuestion } from './link-question';

/** Where an unsubscribe link of a newsletter lands (`/newsletter?unsubscribe=<token>`). */
export function UnsubscribeQuestion({ token }: { token: string }) {
  const [unsubscribe, { isLoading }] = useSiteUnsubscribeMutation();
  return (
    <LinkQuestion
      title="Unsubscribe from our newsletter?"
      lead="Press the button to stop receiving our newsletter at the address this link was sent to."
      action="Unsubscribe"
      busy="Unsubscribing…"
      failure="We could not unsubscribe you just now. Please try again in a moment."
      isLoading={isLoading}
      send={() => unsubscribe(token).unwrap()}
    />
  );
}
