/** A full page load to the payment processor (its own site, its own scripts); kept apart so tests can stand in. */
export function leaveTo(url: string) {
  window.location.assign(url);
}
