import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentEntry } from '../../stores/sites/site-content-list-store';
import { ErrorMessage } from '../error-message';

/**
 * What the parts use of a site's content list store (any kind of entry). A list whose entries are switched
 * on or off one by one has setShown; a list saved whole in the site's order has move instead.
 */
interface ListActions {
  readonly busyId: number | undefined;
  /** False: entries are switched off, never deleted (no Delete button). */
  readonly deletable: boolean;
  readonly confirming: ContentEntry | undefined;
  readonly done: string | undefined;
  readonly entries: readonly ContentEntry[];
  edit(id: number): void;
  setShown?(id: number, status: boolean): Promise<boolean>;
  move?(id: number, by: -1 | 1): Promise<boolean>;
  askDelete(id: number): void;
  confirmDelete(): Promise<boolean>;
  cancelDelete(): void;
}

/** A row's buttons: edit, switch on or off (or move up and down), delete (asks first). */
const RowActions = observer(function RowActions({
  store,
  entry,
  name,
}: {
  store: ListActions;
  entry: ContentEntry;
  name: string;
}) {
  const { t } = useTranslation();
  const busy = store.busyId !== undefined;
  const last = store.entries.length - 1;
  return (
    <div className="bo-actions">
      <button
        className="bo-button"
        type="button"
        aria-label={`${t('siteWork.edit')}: ${name}`}
        onClick={() => store.edit(entry.id)}
      >
        {t('siteWork.edit')}
      </button>
      {store.setShown && (
        <button
          className="bo-button"
          type="button"
          disabled={busy}
          aria-label={`${entry.status ? t('siteWork.switchOff') : t('siteWork.switchOn')}: ${name}`}
          onClick={() => void store.setShown?.(entry.id, !entry.status)}
        >
          {entry.status ? t('siteWork.switchOff') : t('siteWork.switchOn')}
        </button>
      )}
      {store.move && (
        <>
          <button
            className="bo-button"
            type="button"
            disabled={busy || entry.position === 0}
            aria-label={`${t('siteWork.moveUp')}: ${name}`}
            onClick={() => void store.move?.(entry.id, -1)}
          >
            {t('siteWork.moveUp')}
          </button>
          <button
            className="bo-button"
            type="button"
            disabled={busy || entry.position >= last}
            aria-label={`${t('siteWork.moveDown')}: ${name}`}
            onClick={() => void store.move?.(entry.id, 1)}
          >
            {t('siteWork.moveDown')}
          </button>
        </>
      )}
      {store.deletable && (
        <button
          className="bo-button bo-button--danger"
          type="button"
          disabled={busy}
          aria-label={`${t('siteWork.delete')}: ${name}`}
          onClick={() => store.askDelete(entry.id)}
        >
          {t('siteWork.delete')}
        </button>
      )}
    </div>
  );
});

/** The question before a deletion, focused when it appears so a keyboard user answers it at once. */
const DeleteConfirm = observer(function DeleteConfirm({
  store,
  name,
}: {
  store: ListActions;
  /** The name of the entry asked about. */
  name: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const entry = store.confirming;
  useEffect(() => {
    if (entry) ref.current?.focus();
  }, [entry]);
  if (!entry) return null;
  return (
    <div className="bo-confirm" role="group" aria-labelledby="delete-confirm">
      <p id="delete-confirm" tabIndex={-1} ref={ref}>
        {t('siteWork.confirmDelete', { name })}
      </p>
      <div className="bo-actions">
        <button
          className="bo-button bo-button--danger"
          type="button"
          disabled={store.busyId !== undefined}
          onClick={() => void store.confirmDelete()}
        >
          {t('siteWork.confirmDeleteYes')}
        </button>
        <button className="bo-button" type="button" onClick={() => store.cancelDelete()}>
          {t('siteWork.keep')}
        </button>
      </div>
    </div>
  );
});

/** The outcome of the last change, announced politely. */
const ChangeDone = observer(function ChangeDone({ store }: { store: ListActions }) {
  const { t } = useTranslation();
  if (!store.done) return null;
  return (
    <p className="bo-done" role="status">
      {t(store.done)}
    </p>
  );
});

/** What the form frame uses of a content list store while one entry is edited. */
interface FormActions {
  readonly saving: boolean;
  readonly saveError: string | undefined;
  /** The entry's fields; a status among them when entries are switched one by one. */
  readonly draft: object;
  save(): Promise<boolean>;
  /** Entries switched on or off one by one; a list saved whole has none. */
  setStatus?(status: boolean): void;
  cancel(): void;
}

/**
 * The form of one entry around its own fields: its title, the save error, the hint under the fields,
 * "Show on the site" (entries switched one by one), Save and Cancel.
 */
export const ContentForm = observer(function ContentForm({
  store,
  id,
  title,
  hint,
  children,
}: {
  store: FormActions;
  /** Names the form's title element (`<id>-title`). */
  id: string;
  title: string;
  hint: { id: string; text: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <form
      className="bo-card bo-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={store.saving}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <ErrorMessage error={store.saveError} />
      <div className="bo-form__grid">{children}</div>
      <small id={hint.id}>{hint.text}</small>
      {store.setStatus && (
        <label className="bo-check">
          <input
            type="checkbox"
            checked={!('status' in store.draft) || store.draft.status === true}
            onChange={(event) => store.setStatus?.(event.target.checked)}
          />
          <span>{t('siteWork.showOnSite')}</span>
        </label>
      )}
      <div className="bo-actions">
        <button className="bo-button bo-button--primary" type="submit" disabled={store.saving}>
          {t('siteWork.save')}
        </button>
        <button className="bo-button" type="button" onClick={() => store.cancel()}>
          {t('siteWork.cancel')}
        </button>
      </div>
    </form>
  );
});

/** What the list frame uses of a content list store. */
interface ListFrameActions extends ListActions {
  readonly loading: boolean;
  readonly error: string | undefined;
  readonly editing: number | 'new' | undefined;
  load(): Promise<void>;
  add(): void;
}

/**
 * A tab's list of entries around its own table cells: loaded when shown, its title with the add button
 * (editors), the intro, the last change's outcome, the open form, the delete question, the table (the
 * Actions column for editors) and the words for an empty list.
 */
export const ContentListSection = observer(function ContentListSection({
  store,
  editor,
  id,
  texts,
  confirmName,
  form,
  head,
  children,
  notice,
  full = false,
}: {
  store: ListFrameActions;
  editor: boolean;
  /** Names the section's title element (`<id>-title`). */
  id: string;
  texts: { title: string; add: string; intro: string; empty: string; full?: string };
  /** Shown above the list (the analytics warning). */
  notice?: ReactNode;
  /** True when the list is full: adding is refused, the words say why. */
  full?: boolean;
  /** The name of the entry a deletion asks about. */
  confirmName: string;
  /** The form of the entry being edited (shown while one is). */
  form: ReactNode;
  /** The header cells of the entries' own columns. */
  head: ReactNode;
  /** The rows, each ending with its RowActions cell for editors. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section aria-labelledby={`${id}-title`} className="bo-section">
      <div className="bo-section__head">
        <h2 id={`${id}-title`}>{texts.title}</h2>
        {editor && (
          <button
            className="bo-button bo-button--primary"
            type="button"
            disabled={full}
            onClick={() => store.add()}
          >
            {texts.add}
          </button>
        )}
      </div>
      <p>{texts.intro}</p>
      {notice}
      {editor && full && texts.full && <p>{texts.full}</p>}
      <ErrorMessage error={store.error} />
      <ChangeDone store={store} />
      {store.editing !== undefined && form}
      <DeleteConfirm store={store} name={confirmName} />
      <div className="bo-table-wrap">
        <table className="bo-table" aria-busy={store.loading}>
          <caption className="bo-visually-hidden">{texts.title}</caption>
          <thead>
            <tr>
              {head}
              {store.setShown && <th scope="col">{t('siteWork.state')}</th>}
              {editor && <th scope="col">{t('siteWork.actions')}</th>}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {!store.loading && !store.error && store.entries.length === 0 && <p>{texts.empty}</p>}
    </section>
  );
});

/** A row's last cells: shown or hidden (entries switched one by one), and the actions for editors. */
export function StateCells({
  store,
  entry,
  name,
  editor,
}: {
  store: ListActions;
  entry: ContentEntry;
  name: string;
  editor: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {store.setShown && <td>{entry.status ? t('siteWork.shown') : t('siteWork.hidden')}</td>}
      {editor && (
        <td>
          <RowActions store={store} entry={entry} name={name} />
        </td>
      )}
    </>
  );
}
