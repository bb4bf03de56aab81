import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Partner } from './partner';
import { PartnersButton } from './partners-button';
import { PartnersModal } from './partners-modal';

const partners: Partner[] = [
  {
    href: 'https://jili.example.com',
    img_url: 'https://img.example.com/partners/jili.png',
    partner_name: 'JILI',
  },
  {
    href: 'https://pg.example.com',
    img_url: 'https://img.example.com/partners/pg.png',
    partner_name: 'PG Soft',
  },
];

/** The partner bar and modal wired the way the shell wires them to its stores. */
function Partners({ list, onClose = jest.fn() }: { list: Partner[]; onClose?: jest.Mock }) {
  const [expanded, setExpanded] = useState(true);
  const [state, setState] = useState<'open' | 'closing' | 'closed'>('closed');
  return (
    <>
      <PartnersButton
        partners={list}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onOpen={() => setState('open')}
        labels={{ open: 'Our partners', toggle: 'Partner bar' }}
      />
      <PartnersModal
        id="partners-modal"
        state={state}
        partners={list}
        onClose={(reason) => {
          onClose(reason);
          setState('closing');
        }}
        onClosed={() => setState('closed')}
        labels={{ title: 'Our partners', close: 'Close', newTab: '(opens in a new tab)' }}
      />
    </>
  );
}

afterEach(() => jest.useRealTimers());

it('is not shown when the site has no partners', () => {
  render(<Partners list={[]} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('opens a modal listing each partner logo and name, linking to the partner in a new tab', () => {
  render(<Partners list={partners} />);
  const opener = screen.getByRole('button', { name: 'Our partners' });
  expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  fireEvent.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Our partners' });
  const links = within(dialog).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'JILI (opens in a new tab)',
    'PG Soft (opens in a new tab)',
  ]);
  expect(links[1]).toHaveAttribute('href', 'https://pg.example.com');
  expect(links[1]).toHaveAttribute('target', '_blank');
  expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
  expect(links[1]?.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/partners/pg.png');
});

it('is reached by keyboard and gives focus back to its button when closed', () => {
  jest.useFakeTimers();
  const onClose = jest.fn();
  render(<Partners list={partners} onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Our partners' });
  opener.focus();
  fireEvent.click(opener);
  const close = screen.getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();

  fireEvent.keyDown(close, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledWith('esc');
  expect(opener).toHaveFocus();
  act(() => jest.advanceTimersByTime(250));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes by a click beside it and with its close button', () => {
  jest.useFakeTimers();
  const onClose = jest.fn();
  render(<Partners list={partners} onClose={onClose} />);
  fireEvent.click(screen.getByRole('button', { name: 'Our partners' }));
  const backdrop = screen.getByTestId('modal-backdrop');
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
  expect(onClose).toHaveBeenLastCalledWith('backdrop');
  act(() => jest.advanceTimersByTime(250));

  fireEvent.click(screen.getByRole('button', { name: 'Our partners' }));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenLastCalledWith('close');
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('collapses and expands the partner bar with its arrow', () => {
  render(<Partners list={partners} />);
  const arrow = screen.getByRole('button', { name: 'Partner bar' });
  expect(arrow).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(arrow);
  expect(arrow).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Our partners' })).not.toBeInTheDocument();
  fireEvent.click(arrow);
  expect(arrow).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Our partners' })).toBeVisible();
});
