import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_DEPTH } from '../../stores/sites/menu-tree';
import {
  MENU_NAME_MAX,
  type MenuEntry,
  type MenuName,
  type SiteMenusStore,
} from '../../stores/sites/site-menus-store';
import { ErrorMessage } from '../error-message';

/** The site's two menus, each a tree: the site menu and the lobby tabs. */
export const MenusTab = observer(function MenusTab({
  store,
  editor,
}: {
  store: SiteMenusStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <div>
      <p>{t('siteWork.menusIntro')}</p>
      <ErrorMessage error={store.error} />
      {store.done && (
        <p className="bo-done" role="status">
          {t(store.done)}
        </p>
      )}
      <MenuSection store={store} editor={editor} menu="menu" />
      <MenuSection store={store} editor={editor} menu="game_menu" />
    </div>
  );
});

const MenuSection = observer(function MenuSection({
  store,
  editor,
  menu,
}: {
  store: SiteMenusStore;
  editor: boolean;
  menu: MenuName;
}) {
  const { t } = useTranslation();
  const id = menu === 'menu' ? 'site-menu' : 'game-menu';
  const title = menu === 'menu' ? t('siteWork.siteMenuTitle') : t('siteWork.gameMenuTitle');
  const entries = store.menus[menu];
  const rows = entries.flatMap((entry, index) => [
    <EntryRow
      key={entry.content_id}
      store={store}
      editor={editor}
      menu={menu}
      entry={entry}
      parent={undefined}
      first={index === 0}
      last={index === entries.length - 1}
    />,
    ...entry.children.map((child, childIndex) => (
      <EntryRow
        key={child.content_id}
        store={store}
        editor={editor}
        menu={menu}
        entry={child}
        parent={entry}
        first={childIndex === 0}
        last={childIndex === entry.children.length - 1}
      />
    )),
  ]);
  return (
    <section aria-labelledby={`${id}-title`} className="bo-section">
      <div className="bo-section__head">
        <h2 id={`${id}-title`}>{title}</h2>
        {editor && (
          <button
            className="bo-button bo-button--primary"
            type="button"
            disabled={store.busy !== undefined}
            onClick={() => store.add(menu)}
          >
            {menu === 'menu' ? t('siteWork.addMenuEntry') : t('siteWork.addGameTab')}
          </button>
        )}
      </div>
      <p>{menu === 'menu' ? t('siteWork.siteMenuIntro') : t('siteWork.gameMenuIntro')}</p>
      {store.editing?.menu === menu && <EntryForm store={store} id={`${id}-form`} />}
      {store.confirmingDelete?.menu === menu && <DeleteConfirm store={store} id={`${id}-delete`} />}
      <div className="bo-table-wrap">
        <table className="bo-table" aria-busy={store.loading || store.busy === menu}>
          <caption className="bo-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('siteWork.menuName')}</th>
              <th scope="col">{t('siteWork.menuLink')}</th>
              <th scope="col">{t('siteWork.menuCategory')}</th>
              {editor && <th scope="col">{t('siteWork.actions')}</th>}
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
      {!store.loading && !store.error && entries.length === 0 && <p>{t('siteWork.noMenuEntries')}</p>}
    </section>
  );
});

const EntryRow = observer(function EntryRow({
  store,
  editor,
  menu,
  entry,
  parent,
  first,
  last,
}: {
  store: SiteMenusStore;
  editor: boolean;
  menu: MenuName;
  entry: MenuEntry;
  parent: MenuEntry | undefined;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation();
  const busy = store.busy !== undefined;
  const name = entry.name;
  const button = (label: string, onClick: () => void, disabled = busy, danger = false) => (
    <button
      className={danger ? 'bo-button bo-button--danger' : 'bo-button'}
      type="button"
      disabled={disabled}
      aria-label={`${label}: ${name}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <tr data-testid={`menu-entry-${entry.content_id}`} className={parent ? 'bo-menu-child' : undefined}>
      <th scope="row" className="bo-wrap">
        {parent && (
          <span className="bo-menu-child__mark" aria-hidden="true">
            ↳{' '}
          </span>
        )}
        {name}
        {parent && (
          <span className="bo-visually-hidden"> ({t('siteWork.entryUnder', { parent: parent.name })})</span>
        )}
      </th>
      <td className="bo-wrap">{entry.url}</td>
      <td>{entry.category}</td>
      {editor && (
        <td>
          <div className="bo-actions">
            {button(t('siteWork.edit'), () => store.edit(menu, entry.content_id), false)}
            {button(t('siteWork.moveUp'), () => void store.move(menu, entry.content_id, -1), busy || first)}
            {button(t('siteWork.moveDown'), () => void store.move(menu, entry.content_id, 1), busy || last)}
            {parent
              ? button(t('siteWork.unnest'), () => void store.unnest(menu, entry.content_id))
              : MENU_DEPTH > 1 &&
                button(
                  t('siteWork.nest'),
                  () => void store.nest(menu, entry.content_id),
                  busy || first || entry.children.length > 0,
                )}
            {!parent &&
              MENU_DEPTH > 1 &&
              button(t('siteWork.addChild'), () => store.add(menu, entry.content_id))}
            {button(t('siteWork.delete'), () => store.askDelete(menu, entry.content_id), busy, true)}
          </div>
        </td>
      )}
    </tr>
  );
});

const EntryForm = observer(function EntryForm({ store, id }: { store: SiteMenusStore; id: string }) {
  const { t } = useTranslation();
  const editing = store.editing;
  if (!editing) return null;
  const parent =
    editing.id === 'new' && editing.parentId !== undefined
      ? store.menus[editing.menu].find((entry) => entry.content_id === editing.parentId)
      : undefined;
  const title =
    editing.id !== 'new'
      ? t('siteWork.editMenuEntry', { name: store.editingEntry?.name ?? '' })
      : parent
        ? t('siteWork.newChildEntry', { parent: parent.name })
        : t('siteWork.newMenuEntry');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const hintId = `${id}-hint`;
  return (
    <form
      className="bo-card bo-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={store.saving}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <ErrorMessage error={store.saveError} />
      <div className="bo-form__grid">
        <label className="bo-field">
          <span>{t('siteWork.menuName')}</span>
          <input
            autoComplete="off"
            required
            maxLength={MENU_NAME_MAX}
            aria-describedby={hintId}
            value={store.draft.name}
            onChange={(event) => store.set('name', event.target.value)}
          />
        </label>
        <label className="bo-field">
          <span>{t('siteWork.menuLink')}</span>
          <input
            autoComplete="off"
            required
            maxLength={500}
            aria-describedby={hintId}
            value={store.draft.url}
            onChange={(event) => store.set('url', event.target.value)}
          />
        </label>
        <label className="bo-field">
          <span>{t('siteWork.menuCategory')}</span>
          <input
            autoComplete="off"
            required
            maxLength={40}
            aria-describedby={hintId}
            value={store.draft.category}
            onChange={(event) => store.set('category', event.target.value)}
          />
        </label>
      </div>
      <small id={hintId}>{t('siteWork.menuHint')}</small>
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

/** The question before a deletion (its children go with it), focused when it appears. */
const DeleteConfirm = observer(function DeleteConfirm({ store, id }: { store: SiteMenusStore; id: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const entry = store.confirming;
  useEffect(() => {
    if (entry) ref.current?.focus();
  }, [entry]);
  if (!entry) return null;
  return (
    <div className="bo-confirm" role="group" aria-labelledby={id}>
      <p id={id} tabIndex={-1} ref={ref}>
        {t('siteWork.confirmDelete', { name: entry.name })}
        {entry.children.length > 0 &&
          ` ${t('siteWork.confirmDeleteChildren', { count: entry.children.length })}`}
      </p>
      <div className="bo-actions">
        <button
          className="bo-button bo-button--danger"
          type="button"
          disabled={store.busy !== undefined}
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
