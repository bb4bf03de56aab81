import { act, fireEvent, screen } from '@testing-library/react';
import { okAnswer, type Handler } from '@wl/testing';
import { memberMessages, renderMemberPage } from '../testing/render-member-page';
import { EditProfilePage } from './EditProfilePage';
import { ProfilePage } from './ProfilePage';

const saved = (full_name: string, contact_email: string) =>
  okAnswer('settings/profile_update', { value: [{ account_id: 'demo1', full_name, contact_email }] });

function renderEdit(handler: Handler = () => undefined) {
  const view = renderMemberPage(<EditProfilePage />, { path: '/edit-profile', handler });
  const name = () => screen.getByLabelText('Full name') as HTMLInputElement;
  const email = () => screen.getByLabelText('E-mail') as HTMLInputElement;
  const bodies = () => view.calls.filter((c) => c.path === 'settings/profile_update').map((c) => c.body);
  return { ...view, name, email, bodies };
}

const press = (field: HTMLElement, key: string) => fireEvent.keyDown(field, { key });

beforeAll(memberMessages);
afterEach(() => localStorage.clear());

describe('/profile', () => {
  it("shows the player's details, the masked phone, whether it is verified and the registration date", async () => {
    renderMemberPage(<ProfilePage />, {
      path: '/profile',
      handler: (path) =>
        path === 'settings/check_status'
          ? okAnswer('settings/check_status', {
              account_id: 'demo1',
              status: 'active',
              phone_verified: true,
              phone: '+63•••••••567',
              registered_at: '2025-03-02T08:00:00.000Z',
              unread_inbox: 0,
            })
          : undefined,
    });
    expect(screen.getByTestId('profile-account-id')).toHaveTextContent('demo1');
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Demo One');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('demo1@example.com');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByTestId('profile-phone')).toHaveTextContent('+63•••••••567');
    expect(screen.getByTestId('profile-registered')).toHaveTextContent('Mar 2, 2025');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
  });
});

describe('/edit-profile', () => {
  it('starts from the name and e-mail the player has', () => {
    const { name, email } = renderEdit();
    expect(name()).toHaveValue('Demo One');
    expect(email()).toHaveValue('demo1@example.com');
  });

  it("lets a name's letters of any script through, with spaces, apostrophes, hyphens and full stops", () => {
    const { name } = renderEdit();
    for (const key of ['a', 'Ñ', 'ж', '李', 'অ', ' ', "'", '-', '.']) expect(press(name(), key)).toBe(true);
    for (const key of ['1', '<', '>', '@', '/', '_', '=']) expect(press(name(), key)).toBe(false);
  });

  it('saves, and the header shows the new name at once (value[0] of the answer)', async () => {
    const { name, email, bodies } = renderEdit((path) =>
      path === 'settings/profile_update' ? saved('María Dela Cruz', 'maria@example.com') : undefined,
    );
    fireEvent.change(name(), { target: { value: '  María   Dela Cruz ' } });
    fireEvent.change(email(), { target: { value: 'maria@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(bodies()).toEqual([
      { account_id: 'demo1', auth: 't', full_name: 'María Dela Cruz', contact_email: 'maria@example.com' },
    ]);
    expect(screen.getByTestId('header-name')).toHaveTextContent('María Dela Cruz');
    expect(screen.getByTestId('toasts')).toHaveTextContent('Your profile has been updated.');
    expect(JSON.parse(localStorage.getItem('wl.session') ?? '{}').full_name).toBe('María Dela Cruz');
  });

  it('says what is wrong before sending anything', async () => {
    const { name, email, bodies } = renderEdit();
    fireEvent.change(name(), { target: { value: '' } });
    fireEvent.change(email(), { target: { value: 'not-an-address' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(name()).toHaveAccessibleDescription(/This field is required\./);
    expect(email()).toHaveAccessibleDescription(/Invalid email address/);
    expect(bodies()).toEqual([]);
  });

  it("shows the platform's refusal at the field it is about, by its key's text", async () => {
    const { email } = renderEdit((path) =>
      path === 'settings/profile_update' ? { statusCode: 0, message: 'invalidEmail' } : undefined,
    );
    fireEvent.change(email(), { target: { value: 'maria@example.invalid1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(/Invalid email address/);
    expect(screen.getByTestId('header-name')).toHaveTextContent('Demo One');
  });

  it('shows a refusal that is no field’s above the button', async () => {
    renderEdit((path) =>
      path === 'settings/profile_update' ? { statusCode: 0, message: 'disconnect' } : undefined,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Connection lost.');
  });
});
