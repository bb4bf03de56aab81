import { fireEvent, render, screen, within } from '@testing-library/react';
import { LiveChatButton } from './live-chat-button';

it('maximises the chat widget', () => {
  const onOpen = jest.fn();
  render(<LiveChatButton label="Live chat" onOpen={onOpen} />);
  fireEvent.click(screen.getByRole('button', { name: 'Live chat' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
});

it('shows the default picture when the live chat has no image', () => {
  render(<LiveChatButton label="Live chat" onOpen={jest.fn()} />);
  const button = screen.getByRole('button', { name: 'Live chat' });
  expect(button.querySelector('svg.wl-live-chat__default')).not.toBeNull();
  expect(button.querySelector('img')).toBeNull();
});

it("shows the live chat's own picture when it has one", () => {
  render(
    <LiveChatButton label="Live chat" onOpen={jest.fn()} imageUrl="https://img.example.com/chat/42.png" />,
  );
  const button = screen.getByRole('button', { name: 'Live chat' });
  expect(button.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/chat/42.png');
  expect(button.querySelector('svg')).toBeNull();
});

it('falls back to the default picture when its own fails to load', () => {
  render(
    <LiveChatButton label="Live chat" onOpen={jest.fn()} imageUrl="https://img.example.com/chat/gone.png" />,
  );
  const button = screen.getByRole('button', { name: 'Live chat' });
  fireEvent.error(within(button).getByRole('presentation', { hidden: true }));
  expect(button.querySelector('img')).toBeNull();
  expect(button.querySelector('svg.wl-live-chat__default')).not.toBeNull();
});
