import { fireEvent, screen, within } from '@testing-library/react';
import type { Handler } from '@wl/testing';
import { referralAnswer } from '../testing/rewards-answers';
import { renderRewards, rewardsTestSetup } from '../testing/render-rewards';
import { ReferralPage } from './ReferralPage';

/** The referral page, on a site whose referral setting is on unless told (and, with `known: false`, not read yet). */
function renderReferral(handler: Handler, { on = true, known = true } = {}) {
  const view = renderRewards(<ReferralPage />, {
    path: '/referral',
    // Only the overview is answered by `handler`: any other call answers a bare success.
    handler: (path, body) => (path === 'referral/overview' ? handler(path, body) : undefined),
    // Referral does not depend on the token games: a site without them offers it too.
    startup: { site: { gamify_status: false } },
    prepare: (store) => {
      store.site.setShowReferral(on ? 1 : 0);
      store.site.setShowPreloader(!known);
    },
  });
  const bodies = (path: string) => view.calls.filter((call) => call.path === path).map((call) => call.body);
  return { ...view, bodies };
}

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeAll(rewardsTestSetup);
afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the referral page', () => {
  it('shows the code and the link to share, the terms in words and the commission earned', async () => {
    renderReferral(() => referralAnswer({ code: 'AB12CD' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Referral programme' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Your code' })).toHaveValue('AB12CD');
    // The label names the field alone (the Copy button repeats its words without pointing at it).
    expect(screen.getByLabelText('Your link')).toHaveValue('http://localhost/register?ref=AB12CD');
    expect(
      screen.getByText(
        "You earn 10% of your referred players' net loss, settled every day at midnight, Asia/Manila.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('referral-total')).toHaveTextContent('₱1,234.50');
  });

  it('says turnover when the commission is a share of the bets', async () => {
    renderReferral(() => referralAnswer({ basis: 'turnover', commission_percent: 2.5 }));
    expect(
      await screen.findByText(/^You earn 2\.5% of your referred players' turnover,/),
    ).toBeInTheDocument();
  });

  it('lists the referred players in a table with headers, and the days settled', async () => {
    renderReferral(() => referralAnswer());
    const table = await screen.findByRole('table', { name: 'Players you referred' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Player', 'Joined', 'Status', 'Commission']);
    const [first, second] = within(table).getAllByTestId('referred-row') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('ab***yz');
    expect(first).toHaveTextContent('Jan 3, 2030');
    expect(first).toHaveTextContent('Deposited');
    expect(first).toHaveTextContent('₱12.50');
    expect(second).toHaveTextContent('Signed up');
    expect(second).toHaveTextContent('₱0.00');

    const days = screen.getByRole('heading', { name: 'Settled days' }).closest('section');
    if (!days) throw new Error('no days');
    expect(within(days).getByTestId('settled-day')).toHaveTextContent('Jan 4, 2030₱7.25');
  });

  it('says when no one has signed up with the link yet, and lists no days', async () => {
    renderReferral(() => referralAnswer({ referred: [], days: [], total_commission: 0 }));
    expect(await screen.findByText('No one has signed up with your link yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Settled days' })).toBeNull();
    expect(screen.getByTestId('referral-total')).toHaveTextContent('₱0.00');
  });

  it('copies the link and says so politely', async () => {
    const copied: string[] = [];
    clipboard(async (text) => {
      copied.push(text);
    });
    renderReferral(() => referralAnswer({ code: 'AB12CD' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Your link' }));
    expect(await screen.findByText('Copied to clipboard.')).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Your code' }));
    await screen.findByText('Copied to clipboard.');
    expect(copied).toEqual(['http://localhost/register?ref=AB12CD', 'AB12CD']);
  });

  it('selects the link for the player to copy when the clipboard is refused', async () => {
    clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    renderReferral(() => referralAnswer({ code: 'AB12CD' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Your link' }));
    expect(await screen.findByText('Copy blocked: the text is selected, copy it yourself.')).toHaveAttribute(
      'role',
      'status',
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your link' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('says plainly that the site offers no referral, without asking the platform', () => {
    const { bodies } = renderReferral(() => referralAnswer(), { on: false });
    expect(screen.getByTestId('referral-unavailable')).toHaveTextContent(
      'Referral is not offered on this site.',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(bodies('referral/overview')).toEqual([]);
  });

  it('says the same when the platform answers that referral is off', async () => {
    renderReferral(() => ({ statusCode: 0, message: 'referralUnavailable' }));
    expect(await screen.findByTestId('referral-unavailable')).toHaveTextContent(
      'Referral is not offered on this site.',
    );
  });

  it('shows the skeleton while the overview comes, and while the site setting is not read yet', () => {
    const { bodies } = renderReferral(() => referralAnswer(), { on: false, known: false });
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('referral-unavailable')).toBeNull();
    expect(bodies('referral/overview')).toEqual([]);
  });

  it('shows a failure with a retry that reads the overview again', async () => {
    let answer: object = { statusCode: -503, message: 'serviceUnavailable' };
    renderReferral(() => answer);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer = referralAnswer({ code: 'AB12CD' });
    fireEvent.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Your code' })).toHaveValue('AB12CD');
  });
});
