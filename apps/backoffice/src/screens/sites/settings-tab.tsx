import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettingsStore, SwitchField, TextField } from '../../stores/sites/site-settings-store';
import { ErrorMessage } from '../error-message';
import { ColorSwatches } from './color-swatches';

/** One group of settings under its visible legend. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="bo-fieldset bo-settings-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A text setting with its label and, when given, a hint that describes it. */
const TextSetting = observer(function TextSetting({
  store,
  field,
  label,
  hint,
  type = 'text',
}: {
  store: SiteSettingsStore;
  field: TextField;
  label: string;
  hint?: string;
  type?: 'text' | 'url';
}) {
  const id = `setting-${field}`;
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={store.text[field]}
        onChange={(event) => store.setText(field, event.target.value)}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </div>
  );
});

const SwitchSetting = observer(function SwitchSetting({
  store,
  field,
  label,
}: {
  store: SiteSettingsStore;
  field: SwitchField;
  label: string;
}) {
  return (
    <label className="bo-check">
      <input
        type="checkbox"
        checked={store.switches[field]}
        onChange={(event) => store.setSwitch(field, event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
});

const LanguagesGroup = observer(function LanguagesGroup({ store }: { store: SiteSettingsStore }) {
  const { t } = useTranslation();
  const rows = store.languageRows;
  return (
    <Group legend={t('siteSettings.languagesGroup')}>
      <p className="bo-muted">{t('siteSettings.languagesHint')}</p>
      <fieldset className="bo-site-choice">
        <legend>{t('siteSettings.offeredLanguages')}</legend>
        <div className="bo-site-choice__list">
          {rows.map((row) => (
            <label key={row.code} className="bo-check">
              <input
                type="checkbox"
                checked={row.offered}
                onChange={(event) => store.setLanguageOffered(row.code, event.target.checked)}
              />
              <span>
                {row.name} ({row.code})
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="bo-field bo-field--narrow">
        <label htmlFor="setting-default-language">{t('siteWork.defaultLanguage')}</label>
        <select
          id="setting-default-language"
          value={store.defaultLanguage}
          onChange={(event) => store.setDefaultLanguage(event.target.value)}
        >
          {store.defaultLanguage === '' && <option value="">{t('siteSettings.chooseDefault')}</option>}
          {rows
            .filter((row) => row.offered)
            .map((row) => (
              <option key={row.code} value={row.code}>
                {row.name} ({row.code})
              </option>
            ))}
        </select>
      </div>
    </Group>
  );
});

const BadgesGroup = observer(function BadgesGroup({
  store,
  editor,
}: {
  store: SiteSettingsStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group legend={t('siteSettings.badgesGroup')}>
      <p className="bo-muted">{t('siteSettings.badgesHint')}</p>
      {store.badges.length === 0 && <p>{t('siteSettings.noBadges')}</p>}
      <ol className="bo-badges">
        {store.badges.map((badge, index) => {
          const number = index + 1;
          return (
            // The list is edited in place; a row has no identity beyond its position.
            <li key={index} className="bo-badges__row">
              <div className="bo-form__grid">
                <label className="bo-field">
                  <span>{t('siteSettings.badgeName', { number })}</span>
                  <input
                    autoComplete="off"
                    value={badge.name}
                    onChange={(event) => store.setBadge(index, 'name', event.target.value)}
                  />
                </label>
                <label className="bo-field">
                  <span>{t('siteSettings.badgeImage', { number })}</span>
                  <input
                    type="url"
                    autoComplete="off"
                    value={badge.img_url}
                    onChange={(event) => store.setBadge(index, 'img_url', event.target.value)}
                  />
                </label>
                <label className="bo-field">
                  <span>{t('siteSettings.badgeLink', { number })}</span>
                  <input
                    type="url"
                    autoComplete="off"
                    value={badge.href}
                    onChange={(event) => store.setBadge(index, 'href', event.target.value)}
                  />
                </label>
              </div>
              {editor && (
                <div className="bo-row-actions">
                  <button
                    className="bo-button"
                    type="button"
                    disabled={index === 0}
                    onClick={() => store.moveBadge(index, -1)}
                  >
                    {t('siteSettings.badgeUp', { number })}
                  </button>
                  <button
                    className="bo-button"
                    type="button"
                    disabled={index === store.badges.length - 1}
                    onClick={() => store.moveBadge(index, 1)}
                  >
                    {t('siteSettings.badgeDown', { number })}
                  </button>
                  <button
                    className="bo-button bo-button--danger"
                    type="button"
                    onClick={() => store.removeBadge(index)}
                  >
                    {t('siteSettings.badgeRemove', { number })}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {editor && (
        <div className="bo-actions">
          <button className="bo-button" type="button" onClick={() => store.addBadge()}>
            {t('siteSettings.badgeAdd')}
          </button>
        </div>
      )}
    </Group>
  );
});

/**
 * The site's settings the startup answer carries, in groups: general (name, colour), maintenance window,
 * logos, languages, live chat, footer badges and player features (switches, affiliate domain, app links).
 */
export const SettingsTab = observer(function SettingsTab({
  store,
  editor,
}: {
  store: SiteSettingsStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  const settings = store.settings;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <section aria-labelledby="settings-title" className="bo-section">
      <h2 id="settings-title">{t('siteWork.settingsTitle')}</h2>
      <ErrorMessage error={store.error} />
      {settings && (
        <form className="bo-card bo-form" onSubmit={submit} noValidate aria-busy={store.saving}>
          <ErrorMessage error={store.saveError} />
          <fieldset className="bo-fieldset" disabled={!editor}>
            <legend className="bo-visually-hidden">{t('siteWork.settingsTitle')}</legend>
            <Group legend={t('siteSettings.generalGroup')}>
              <div className="bo-form__grid">
                <label className="bo-field">
                  <span>{t('siteWork.siteName')}</span>
                  <input
                    autoComplete="off"
                    value={store.name}
                    onChange={(event) => store.set('name', event.target.value)}
                  />
                </label>
              </div>
              <ColorSwatches
                colors={settings.colors}
                chosen={store.color}
                onChoose={(code) => store.set('color', code)}
                legend={t('siteWork.colors', { template: settings.template })}
              />
            </Group>

            <Group legend={t('siteSettings.maintenanceGroup')}>
              <div className="bo-form__grid">
                <label className="bo-field">
                  <span>{t('siteWork.maintenanceStart')}</span>
                  <input
                    type="datetime-local"
                    value={store.maintenanceStart}
                    onChange={(event) => store.set('maintenanceStart', event.target.value)}
                  />
                </label>
                <label className="bo-field">
                  <span>{t('siteWork.maintenanceEnd')}</span>
                  <input
                    type="datetime-local"
                    value={store.maintenanceEnd}
                    onChange={(event) => store.set('maintenanceEnd', event.target.value)}
                  />
                </label>
              </div>
              <p className="bo-muted">{t('siteWork.maintenanceHint')}</p>
              {editor && (
                <div className="bo-actions">
                  <button className="bo-button" type="button" onClick={() => store.clearMaintenance()}>
                    {t('siteWork.noMaintenance')}
                  </button>
                </div>
              )}
            </Group>

            <Group legend={t('siteSettings.logosGroup')}>
              <p className="bo-muted">{t('siteSettings.logosHint')}</p>
              <div className="bo-form__grid">
                <TextSetting store={store} field="logo1" type="url" label={t('siteSettings.logoHeader')} />
                <TextSetting store={store} field="logo2" type="url" label={t('siteSettings.logoSecond')} />
                <TextSetting store={store} field="logo3" type="url" label={t('siteSettings.logoThird')} />
                <TextSetting
                  store={store}
                  field="manifest_icon"
                  type="url"
                  label={t('siteSettings.manifestIcon')}
                />
                <TextSetting store={store} field="logo_text" label={t('siteSettings.logoText')} />
              </div>
              <div className="bo-form__grid">
                {([0, 1] as const).map((index) => (
                  <label key={index} className="bo-field bo-field--color">
                    <span>{t('siteSettings.logoColor', { number: index + 1 })}</span>
                    <input
                      type="color"
                      value={store.logoColors[index]}
                      onChange={(event) => store.setLogoColor(index, event.target.value)}
                    />
                  </label>
                ))}
              </div>
            </Group>

            <LanguagesGroup store={store} />

            <Group legend={t('siteSettings.liveChatGroup')}>
              <label className="bo-check">
                <input
                  type="checkbox"
                  checked={store.liveChat.status}
                  onChange={(event) => store.setLiveChat('status', event.target.checked)}
                />
                <span>{t('siteSettings.liveChatOn')}</span>
              </label>
              <div className="bo-form__grid">
                <label className="bo-field">
                  <span>{t('siteSettings.liveChatId')}</span>
                  <input
                    autoComplete="off"
                    value={store.liveChat.chat_id}
                    onChange={(event) => store.setLiveChat('chat_id', event.target.value)}
                  />
                </label>
                <div className="bo-field">
                  <label htmlFor="setting-chat-image">{t('siteSettings.liveChatImage')}</label>
                  <input
                    id="setting-chat-image"
                    type="url"
                    autoComplete="off"
                    aria-describedby="setting-chat-image-hint"
                    value={store.liveChat.image_id}
                    onChange={(event) => store.setLiveChat('image_id', event.target.value)}
                  />
                  <small id="setting-chat-image-hint">{t('siteSettings.liveChatImageHint')}</small>
                </div>
              </div>
            </Group>

            <BadgesGroup store={store} editor={editor} />

            <Group legend={t('siteSettings.featuresGroup')}>
              <SwitchSetting store={store} field="referral" label={t('siteSettings.referral')} />
              <SwitchSetting store={store} field="gamify_status" label={t('siteSettings.gamifyStatus')} />
              <SwitchSetting store={store} field="tac_login" label={t('siteSettings.tacLogin')} />
              <div className="bo-form__grid">
                <TextSetting
                  store={store}
                  field="aff_domain"
                  label={t('siteSettings.affDomain')}
                  hint={t('siteSettings.affDomainHint')}
                />
                <TextSetting
                  store={store}
                  field="android_sub"
                  type="url"
                  label={t('siteSettings.androidSub')}
                />
                <TextSetting store={store} field="ios_sub" type="url" label={t('siteSettings.iosSub')} />
              </div>
            </Group>
          </fieldset>
          {editor && (
            <div className="bo-actions">
              <button className="bo-button bo-button--primary" type="submit" disabled={store.saving}>
                {t('siteWork.saveSettings')}
              </button>
            </div>
          )}
          {store.saved && (
            <p className="bo-done" role="status">
              {t('siteWork.settingsSaved')}
            </p>
          )}
        </form>
      )}
    </section>
  );
});
