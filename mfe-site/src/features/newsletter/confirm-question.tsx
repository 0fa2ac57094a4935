import { useSiteConfirmSubscriptionMutation } from '../../shared/site-api';
import { LinkQuestion } from './link-question';

/** Where the link of a confirmation mail lands (`/newsletter?confirm=<token>`): double opt-in's second step. */
export function ConfirmQuestion({ token }: { token: string }) {
  const [confirm, { isLoading }] = useSiteConfirmSubscriptionMutation();
  return (
    <LinkQuestion
      title="Confirm your subscription"
      lead="Press the button to confirm that you want our newsletter at the address this link was sent to."
      action="Confirm subscription"
      busy="Confirming…"
      failure="We could not confirm your subscription just now. Please try again in a moment."
      isLoading={isLoading}
      send={() => confirm(token).unwrap()}
    />
  );
}
