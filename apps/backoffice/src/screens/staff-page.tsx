import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackoffice } from '../stores/store-context';
import type { StaffMember } from '../stores/staff-store';
import { ErrorMessage } from './error-message';
import { RoleChoice } from './role-choice';
import { SiteChoice } from './site-choice';

/** The owner's staff screen: the list with its actions, a role and sites change, a new member. */
export const StaffPage = observer(function StaffPage() {
  const { t } = useTranslation();
  const { staff, sites } = useBackoffice();

  useEffect(() => {
    void staff.load();
    void sites.ensureLoaded();
  }, [staff, sites]);

  return (
    <>
      <section aria-labelledby="staff-title">
        <h1 id="staff-title">{t('staff.title')}</h1>
        <ErrorMessage error={staff.error} />
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" aria-busy={staff.loading}>
            <caption className="bo-visually-hidden">{t('staff.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.email')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.sites')}</th>
                <th scope="col">{t('staff.authenticator')}</th>
                <th scope="col">{t('staff.state')}</th>
                <th scope="col">{t('staff.sessions')}</th>
                <th scope="col">{t('staff.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {staff.members.map((member) => (
                <StaffRow key={member.staff_id} member={member} />
              ))}
            </tbody>
          </table>
        </div>
        <EditForm />
      </section>
      <CreateForm />
    </>
  );
});

const StaffRow = observer(function StaffRow({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const { staff } = useBackoffice();
  const result = staff.rowResult?.staffId === member.staff_id ? staff.rowResult : undefined;
  const busy = staff.busyId === member.staff_id;
  return (
    <tr data-testid={`staff-row-${member.email}`}>
      <th scope="row">{member.display_name}</th>
      <td className="bo-wrap" data-label={t('staff.email')}>
        {member.email}
      </td>
      <td data-label={t('staff.role')}>{t(`roles.${member.role}`)}</td>
      <td className="bo-wrap" data-label={t('staff.sites')}>
        {member.all_sites ? t('sites.allSites') : member.sites.map((site) => site.name).join(', ')}
      </td>
      <td data-label={t('staff.authenticator')}>
        {member.totp_enrolled ? t('staff.enrolled') : t('staff.notEnrolled')}
        {member.password_change_required && <small className="bo-block">{t('staff.passwordPending')}</small>}
      </td>
      <td data-label={t('staff.state')}>{member.disabled ? t('staff.disabledState') : t('staff.active')}</td>
      <td data-label={t('staff.sessions')}>{member.live_sessions}</td>
      <td>
        <div className="bo-row-actions">
          <button
            className="bo-button"
            type="button"
            disabled={member.disabled}
            aria-label={t('staff.editOf', { name: member.display_name })}
            onClick={() => staff.startEdit(member)}
          >
            {t('staff.edit')}
          </button>
          <button
            className="bo-button"
            type="button"
            disabled={busy || member.live_sessions === 0}
            aria-label={t('staff.endSessionsOf', { name: member.display_name })}
            onClick={() => void staff.endSessions(member.staff_id)}
          >
            {t('staff.endSessions')}
          </button>
          {member.disabled ? (
            <button
              className="bo-button"
              type="button"
              disabled={busy}
              aria-label={t('staff.enableOf', { name: member.display_name })}
              onClick={() => void staff.enable(member.staff_id)}
            >
              {t('staff.enable')}
            </button>
          ) : (
            <button
              className="bo-button bo-button--danger"
              type="button"
              disabled={busy}
              aria-label={t('staff.disableOf', { name: member.display_name })}
              onClick={() => void staff.disable(member.staff_id)}
            >
              {t('staff.disable')}
            </button>
          )}
        </div>
        {result?.kind === 'done' && (
          <p className="bo-done" role="status">
            {t(result.key, { count: result.count ?? 0 })}
          </p>
        )}
        {result?.kind === 'error' && <ErrorMessage error={result.key} />}
      </td>
    </tr>
  );
});

const EditForm = observer(function EditForm() {
  const { t } = useTranslation();
  const { staff, sites } = useBackoffice();
  const edit = staff.edit;
  if (!edit) return null;
  const member = staff.members.find((m) => m.staff_id === edit.staffId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void staff.saveEdit();
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} aria-labelledby="edit-title">
      <h2 id="edit-title">{t('staff.editOf', { name: member?.display_name ?? '' })}</h2>
      <ErrorMessage error={staff.editError} />
      <RoleChoice value={edit.role} onChange={(role) => staff.setEditRole(role)} />
      {edit.role === 'owner' ? (
        <p>{t('staff.ownerAllSites')}</p>
      ) : (
        <SiteChoice sites={sites.sites} chosen={edit.siteIds} onToggle={(id) => staff.toggleEditSite(id)} />
      )}
      <div className="bo-actions">
        <button className="bo-button bo-button--primary" type="submit" disabled={staff.saving}>
          {t('staff.save')}
        </button>
        <button className="bo-button" type="button" onClick={() => staff.cancelEdit()}>
          {t('staff.cancel')}
        </button>
      </div>
    </form>
  );
});

const CreateForm = observer(function CreateForm() {
  const { t } = useTranslation();
  const { staff, sites } = useBackoffice();
  const form = staff.form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void staff.create();
  };
  return (
    <section aria-labelledby="create-title" className="bo-section">
      <h2 id="create-title">{t('staff.createTitle')}</h2>
      {staff.created && (
        <div className="bo-card bo-created" role="status">
          <p>{t('staff.created', { email: staff.created.email })}</p>
          {staff.created.initialPassword ? (
            <p>
              {t('staff.createdPassword')} <code>{staff.created.initialPassword}</code>
            </p>
          ) : (
            <p>{t('staff.createdOwnPassword')}</p>
          )}
          <button className="bo-button" type="button" onClick={() => staff.dismissCreated()}>
            {t('staff.dismiss')}
          </button>
        </div>
      )}
      <form className="bo-card bo-form" onSubmit={submit} noValidate aria-busy={staff.creating}>
        <ErrorMessage error={staff.createError} />
        <div className="bo-form__grid">
          <label className="bo-field">
            <span>{t('staff.email')}</span>
            <input
              type="email"
              autoComplete="off"
              required
              value={form.email}
              onChange={(event) => form.set('email', event.target.value)}
            />
          </label>
          <label className="bo-field">
            <span>{t('staff.displayName')}</span>
            <input
              autoComplete="off"
              required
              value={form.displayName}
              onChange={(event) => form.set('displayName', event.target.value)}
            />
          </label>
          <RoleChoice value={form.role} onChange={(role) => form.setRole(role)} />
          <label className="bo-field">
            <span>{t('staff.initialPassword')}</span>
            <input
              type="password"
              autoComplete="new-password"
              aria-describedby="initial-password-hint"
              value={form.password}
              onChange={(event) => form.set('password', event.target.value)}
            />
            <small id="initial-password-hint">{t('staff.initialPasswordHint')}</small>
          </label>
        </div>
        {form.role === 'owner' ? (
          <p>{t('staff.ownerAllSites')}</p>
        ) : (
          <SiteChoice sites={sites.sites} chosen={form.siteIds} onToggle={(id) => form.toggleSite(id)} />
        )}
        <button className="bo-button bo-button--primary" type="submit" disabled={staff.creating}>
          {t('staff.create')}
        </button>
      </form>
    </section>
  );
});
