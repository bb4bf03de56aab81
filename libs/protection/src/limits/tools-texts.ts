import { protectionMessagesReady } from '../messages';

let ready = false;

/** The responsible-gaming tools' texts are in: the tools render at once, without waiting. */
export const toolsTextsReady = (): boolean => ready;

/**
 * Loads the texts the responsible-gaming tools show (their title, the guest's invitation to log in). The
 * page's preload calls it before the browser hydrates a server-rendered /responsible-gaming, so the
 * tools hydrate with the rest of the page, as the server rendered them.
 */
export function prepareResponsibleGamingTools(): Promise<void> {
  return protectionMessagesReady().then(() => {
    ready = true;
  });
}
