import type { Launch } from '../../studio-api';

/** The launch parameters the server wrote into the page. */
export function readLaunch(): Launch {
  const element = document.getElementById('studio-launch');
  if (!element?.textContent) throw new Error('The page has no launch parameters');
  return JSON.parse(element.textContent) as Launch;
}
