/** Sends the browser to a page of another origin (the PSP's hosted page): a full page load, not the router. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
