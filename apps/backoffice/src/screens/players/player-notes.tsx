import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NOTE_LENGTH } from '../../stores/players/player-notes-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { ListPaginator } from '../list-paginator';
import { formatMoment } from './player-format';

/** The staff's notes on the player, newest first; support and owners write one. Bodies are text. */
export const PlayerNotes = observer(function PlayerNotes() {
  const { t, i18n } = useTranslation();
  const { player } = useBackoffice();
  const notes = player.notes;
  const list = notes.list;
  const add = (event: FormEvent) => {
    event.preventDefault();
    void notes.add();
  };
  return (
    <section className="bo-card" aria-labelledby="player-notes">
      <h2 id="player-notes">{t('players.notes')}</h2>
      {notes.canWrite && (
        <form className="bo-message bo-note-form" onSubmit={add} aria-labelledby="player-note-new">
          <h3 id="player-note-new">{t('players.noteNew')}</h3>
          <label className="bo-field">
            <span>{t('players.noteBody')}</span>
            <textarea
              rows={3}
              maxLength={MAX_NOTE_LENGTH}
              value={notes.draft}
              aria-describedby="player-note-hint"
              aria-invalid={notes.error !== undefined}
              onChange={(event) => notes.setDraft(event.target.value)}
            />
            <small id="player-note-hint">{t('players.noteHint')}</small>
          </label>
          <div className="bo-actions">
            <button className="bo-button" type="submit" disabled={notes.busy}>
              {t('players.addNote')}
            </button>
          </div>
          <ErrorMessage error={notes.error} />
          {notes.added && (
            <p role="status" className="bo-done">
              {t('players.noteAdded')}
            </p>
          )}
        </form>
      )}
      <ErrorMessage error={list.error} />
      {list.loaded && list.value.length === 0 && <p>{t('players.noNotes')}</p>}
      {list.value.length > 0 && (
        <ol className="bo-notes" aria-label={t('players.notes')} aria-busy={list.loading}>
          {list.value.map((note) => (
            <li key={note.note_id} className="bo-note" data-testid="player-note">
              <p className="bo-note__meta">
                <span className="bo-note__author">{note.staff_display_name}</span>{' '}
                <span className="bo-wrap">({note.staff_email})</span> ·{' '}
                <time dateTime={note.created_at}>{formatMoment(note.created_at, i18n.language)}</time>
              </p>
              <p className="bo-note__body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ListPaginator list={list} pageSize={list.pageSize} />
    </section>
  );
});
