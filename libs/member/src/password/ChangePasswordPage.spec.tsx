import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Handler } from '@wl/testing';
import { memberMessages, renderMemberPage } from '../testing/render-member-page';
import { ChangePasswordPage } from './ChangePasswordPage';
import { passwordChecks } from './password-rules';

function render(handler: Handler = () => undefined) {
  const view = renderMemberPage(<ChangePasswordPage />, { path: '/change-password', handler });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const rules = () =>
    within(screen.getByRole('list', { name: 'Your new password must be:' }))
      .getAllByRole('listitem')
      .map((item) => [
        item.textContent?.replace(/^(Done|Not yet|Checked when you save): /, ''),
        item.dataset['met'],
      ]);
  const submit = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
  const bodies = () => view.calls.filter((c) => c.path === 'auth/update_password').map((c) => c.body);
  return { ...view, field, type, rules, submit, bodies };
}

beforeAll(memberMessages);
afterEach(() => localStorage.clear());

describe('/change-password', () => {
  it("shows the platform's rules before anything is sent, ticking them as the player types", () => {
    const { type, rules } = render();
    expect(rules()).toEqual([
      ['At least 8 characters long', 'false'],
      ['Different from your username', 'false'],
      ['Different from your current password', 'false'],
      ['Not a common or easily guessed password (checked when you save)', 'later'],
    ]);
    type('Current password', 'Demo1234!');
    type('New password', 'demo1');
    expect(rules().map(([, met]) => met)).toEqual(['false', 'false', 'true', 'later']);
    type('New password', 'Demo1234!');
    expect(rules().map(([, met]) => met)).toEqual(['true', 'true', 'false', 'later']);
    type('New password', 'a long river stone');
    expect(rules().map(([, met]) => met)).toEqual(['true', 'true', 'true', 'later']);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Done: At least 8 characters long/,
    );
  });

  it('counts characters as the player sees them', () => {
    expect(passwordChecks('🎲🎲🎲🎲🎲🎲🎲', { username: 'demo1', current: '' })[0]?.met).toBe(false);
    expect(passwordChecks('🎲🎲🎲🎲🎲🎲🎲🎲', { username: 'demo1', current: '' })[0]?.met).toBe(true);
    expect(passwordChecks(' DEMO1 ', { username: 'demo1', current: '' })[1]?.met).toBe(false);
  });

  it('changes the password and says the other devices were signed out', async () => {
    const { type, submit, bodies, field } = render();
    type('Current password', 'Demo1234!');
    type('New password', 'a long river stone');
    type('Confirm new password', 'a long river stone');
    await submit();
    expect(bodies()).toEqual([
      { account_id: 'demo1', auth: 't', password: 'Demo1234!', new_password: 'a long river stone' },
    ]);
    expect(
      screen.getByText(
        'Your password has been changed. Every other device signed in to your account has been signed out.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(field('Current password')).toHaveValue('');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Demo One');
  });

  it('sends nothing while the confirmation differs or a rule is unmet', async () => {
    const { type, submit, bodies, field } = render();
    type('Current password', 'Demo1234!');
    type('New password', 'short');
    type('Confirm new password', 'shorter');
    await submit();
    expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(field('New password')).toHaveAccessibleDescription(
      /Your new password does not meet every rule above yet\./,
    );
    expect(bodies()).toEqual([]);
  });

  it('shows a wrong current password at its field, by the error key’s text', async () => {
    const { type, submit, field } = render((path) =>
      path === 'auth/update_password' ? { statusCode: 0, message: 'invalidPassword' } : undefined,
    );
    type('Current password', 'wrong one');
    type('New password', 'a long river stone');
    type('Confirm new password', 'a long river stone');
    await submit();
    expect(field('Current password')).toHaveAccessibleDescription('The current password is not correct.');
    type('Current password', 'Demo1234!');
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a password the platform finds too common at the new password', async () => {
    const { type, submit, field } = render((path) =>
      path === 'auth/update_password' ? { statusCode: 0, message: 'weakPassword' } : undefined,
    );
    type('Current password', 'Demo1234!');
    type('New password', 'password1');
    type('Confirm new password', 'password1');
    await submit();
    expect(field('New password')).toHaveAccessibleDescription(/Choose a stronger password/);
  });
});
