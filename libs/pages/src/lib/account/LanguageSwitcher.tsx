import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStores } from '@wl/core';
import { toLanguageCode, useTranslation } from '@wl/i18n';

export interface LanguageSwitcherProps {
  className?: string;
  /** Show the "Language" label (in a menu); by default it is for screen readers only (in a header). */
  showLabel?: boolean;
}

/** The site's languages; picking one downloads its messages, sets the cookie and moves to its path. */
export const LanguageSwitcher = observer(function LanguageSwitcher({
  className,
  showLabel = false,
}: LanguageSwitcherProps) {
  const { locale } = useStores();
  const { t } = useTranslation();
  const id = useId();
  const choices = locale.choices;
  if (choices.length < 2) return null;
  return (
    <div className={className ? `wl-language ${className}` : 'wl-language'}>
      <label className={showLabel ? 'wl-language__label' : 'wl-visually-hidden'} htmlFor={id}>
        {t('language')}
      </label>
      <select
        id={id}
        className="wl-language__select"
        value={locale.language}
        disabled={locale.switching}
        onChange={(event) => {
          const code = toLanguageCode(event.target.value);
          if (code) void locale.switchTo(code);
        }}
      >
        {choices.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.htmlLang}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
});
