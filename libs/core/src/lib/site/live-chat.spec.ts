import { LIVE_CHAT_SCRIPT_URL, LiveChatWidget, liveChatEnabled, liveChatImageUrl } from './live-chat';

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as { LiveChatWidget?: unknown }).LiveChatWidget;
});

it('loads only when the status is true and there is a chat_id', () => {
  expect(liveChatEnabled(null)).toBe(false);
  expect(liveChatEnabled({ chat_id: '123', image_id: '', status: false })).toBe(false);
  expect(liveChatEnabled({ chat_id: '', image_id: '', status: true })).toBe(false);
  const widget = new LiveChatWidget(window);
  expect(widget.load({ chat_id: '', image_id: '', status: true })).toBe(false);
  expect(document.head.querySelector('script')).toBeNull();
});

it("loads the provider's script once, with the chat's licence", () => {
  const widget = new LiveChatWidget(window, { nonce: 'abc' });
  expect(widget.load({ chat_id: '12345', image_id: '', status: true })).toBe(true);
  widget.load({ chat_id: '12345', image_id: '', status: true });
  const scripts = document.head.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.src).toBe(LIVE_CHAT_SCRIPT_URL);
  expect(scripts[0]?.async).toBe(true);
  expect(scripts[0]?.nonce).toBe('abc');
  expect((window as { __lc?: { license: number } }).__lc?.license).toBe(12345);
});

it('maximises the widget, and logs a console error when it is missing', () => {
  const error = jest.fn();
  const widget = new LiveChatWidget(window, { console: { error } });
  expect(widget.maximize()).toBe(false);
  expect(error).toHaveBeenCalledWith('The live chat widget is missing');
  const call = jest.fn();
  (window as { LiveChatWidget?: unknown }).LiveChatWidget = { call };
  expect(widget.maximize()).toBe(true);
  expect(call).toHaveBeenCalledWith('maximize');
});

it('uses image_id as the button picture when it is a URL or a path', () => {
  expect(liveChatImageUrl({ chat_id: '1', image_id: 'https://img.example/c.png', status: true })).toBe(
    'https://img.example/c.png',
  );
  expect(liveChatImageUrl({ chat_id: '1', image_id: '/media/chat.png', status: true })).toBe(
    '/media/chat.png',
  );
  expect(liveChatImageUrl({ chat_id: '1', image_id: '', status: true })).toBeUndefined();
  expect(liveChatImageUrl(null)).toBeUndefined();
});
