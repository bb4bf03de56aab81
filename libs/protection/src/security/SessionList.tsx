import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { ActiveSession } from '@wl/api';
import type { ProtectionFormat } from '../lib/format';
import { errorText } from '../lib/texts';
import type { SecurityNotice, SecurityStore } from './security-store';

/** What the sessions' actions say once done. */
function NoticeText({ notice }: { notice: Exclude<SecurityNotice, { kind: 'codeLogin' }> }) {
  const { t } = useTranslation('protection');
  return notice.kind === 'sessionEnded' ? t('sessionEnded') : t('othersEnded', { count: notice.count });
}

/** One live session: its device and address, since when and last seen; another device's can be signed out. */
const SessionItem = observer(function SessionItem({
  session,
  security,
  format,
}: {
  session: ActiveSession;
  security: SecurityStore;
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  return (
    <li className="wl-security__item" data-testid="security-session">
      <div className="wl-security__item-text">
        <p className="wl-security__item-head">
          <span className="wl-security__device">{session.device}</span>
          {session.current ? (
            <span className="wl-protection__badge wl-protection__badge--current">{t('sessionCurrent')}</span>
          ) : null}
        </p>
        <p className="wl-protection__note">{session.address}</p>
        <p className="wl-protection__note">
          {t('sessionStarted', { time: format.time(session.created_at) })}
          {' · '}
          {t('sessionSeen', { time: format.time(session.last_seen_at) })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="wl-protection__ghost wl-protection__ghost--danger"
          disabled={security.busy !== null}
          onClick={() => void security.signOutSession(session.session_id)}
        >
          {security.busy === session.session_id ? t('signingOut') : t('signOut')}
          <span className="wl-visually-hidden">{` ${session.device}, ${session.address}`}</span>
        </button>
      )}
    </li>
  );
});

/** Where the account is signed in now, this device marked; sign one out, or every one but this. */
export const SessionList = observer(function SessionList({
  security,
  format,
}: {
  security: SecurityStore;
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  const notice = security.notice?.kind === 'codeLogin' ? null : security.notice;
  const error = security.actionError?.action === 'codeLogin' ? null : security.actionError;
  return (
    <section className="wl-protection__card" aria-labelledby="wl-security-sessions">
      <h2 className="wl-protection__card-title" id="wl-security-sessions">
        {t('sessionsTitle')}
      </h2>
      <p className="wl-protection__note">{t('sessionsHint')}</p>
      <ul className="wl-security__list">
        {security.sessions.map((session) => (
          <SessionItem key={session.session_id} session={session} security={security} format={format} />
        ))}
      </ul>
      <div className="wl-protection__live" role="status">
        {notice ? (
          <p className="wl-protection__done">
            <NoticeText notice={notice} />
          </p>
        ) : null}
      </div>
      {error ? (
        <p className="wl-protection__alert" role="alert">
          {errorText(t, error.key)}
        </p>
      ) : null}
      {security.otherSessions.length > 0 ? (
        <button
          type="button"
          className="wl-button wl-security__others"
          disabled={security.busy !== null}
          onClick={() => void security.signOutOthers()}
        >
          {security.busy === 'others' ? t('signingOut') : t('signOutOthers')}
        </button>
      ) : (
        <p className="wl-protection__note">{t('noOtherSessions')}</p>
      )}
    </section>
  );
});
