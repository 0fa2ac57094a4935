/** Sends the browser to Stripe's hosted payment page (a full page load; the site is left). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
