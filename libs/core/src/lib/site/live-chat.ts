import type { LiveChat } from '@wl/api';

/** The live-chat provider's widget script, loaded from its content delivery network. */
export const LIVE_CHAT_SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';

interface LiveChatWindow {
  __lc?: { license: number | string; integration_name?: string };
  LiveChatWidget?: { call: (method: 'maximize' | 'minimize' | 'hide') => void };
}

/** True when the site's live chat is on and names a chat: only then is the widget loaded. */
export function liveChatEnabled(chat: LiveChat | null | undefined): chat is LiveChat {
  return Boolean(chat?.status && chat.chat_id);
}

/** The live-chat widget: loaded once, when enabled; maximised by the floating live-chat button. */
export class LiveChatWidget {
  loaded = false;

  constructor(
    private readonly win: Window,
    private readonly options: { nonce?: string; console?: Pick<Console, 'error'> } = {},
  ) {}

  load(chat: LiveChat | null | undefined): boolean {
    if (this.loaded || !liveChatEnabled(chat)) return this.loaded;
    const doc = this.win.document;
    const license = /^\d+$/.test(chat.chat_id) ? Number(chat.chat_id) : chat.chat_id;
    (this.win as Window & LiveChatWindow).__lc = { license, integration_name: 'wl-shell' };
    const script = doc.createElement('script');
    script.async = true;
    script.src = LIVE_CHAT_SCRIPT_URL;
    if (this.options.nonce) script.nonce = this.options.nonce;
    doc.head.appendChild(script);
    this.loaded = true;
    return true;
  }

  /** Opens the chat; a widget that is not there (blocked, not loaded yet) is logged as an error. */
  maximize(): boolean {
    const widget = (this.win as Window & LiveChatWindow).LiveChatWidget;
    if (!widget) {
      (this.options.console ?? console).error('The live chat widget is missing');
      return false;
    }
    widget.call('maximize');
    return true;
  }
}

/** The picture of the live-chat button: image_id when it is a URL or a path of this site. */
export function liveChatImageUrl(chat: LiveChat | null | undefined): string | undefined {
  const id = chat?.image_id?.trim();
  if (!id) return undefined;
  return /^(https?:\/\/|\/)/.test(id) ? id : undefined;
}
