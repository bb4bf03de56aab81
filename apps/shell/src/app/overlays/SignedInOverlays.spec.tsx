import { act, screen } from '@testing-library/react';
import { englishMessages, okAnswer, renderWithStore } from '@wl/testing';
import { SignedInOverlays } from './SignedInOverlays';

// The protection lib's signed-in entry, replaced by a stand-in that says when it is loaded.
const mockLoads: string[] = [];
jest.mock('@wl/protection/signed-in', () => {
  mockLoads.push('@wl/protection/signed-in');
  return {
    protectionMessagesReady: () => Promise.resolve(),
    ProtectionOverlays: function ProtectionOverlays() {
      return <p>Protection overlays</p>;
    },
  };
});

const LOGIN = okAnswer('auth/login', {
  token: 'tok',
  user: {
    account_id: 'demo1',
    session_token: 'sess',
    full_name: 'Demo One',
    contact_email: 'demo1@example.com',
  },
  fullname: 'Demo One',
  email: 'demo1@example.com',
  last_login: null,
});

beforeAll(englishMessages);
afterEach(() => localStorage.clear());

describe('the signed-in player’s overlays', () => {
  it('are not loaded for a guest, and are once a player signs in', async () => {
    const { store } = renderWithStore(<SignedInOverlays />, { answers: { 'auth/login': LOGIN } });
    await act(() => Promise.resolve());
    expect(mockLoads).toEqual([]);
    expect(screen.queryByText('Protection overlays')).toBeNull();

    await act(() => store.session.login('demo1', 'secret'));
    expect(await screen.findByText('Protection overlays')).toBeInTheDocument();
    expect(mockLoads).toEqual(['@wl/protection/signed-in']);

    act(() => store.session.logout());
    expect(screen.queryByText('Protection overlays')).toBeNull();
  });
});
