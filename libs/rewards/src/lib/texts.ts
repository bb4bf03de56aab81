import type { TFunction } from 'i18next';

/** The platform's error key in the player's language; a key it does not know is an unexpected error. */
export const errorText = (t: TFunction, key: string): string =>
  t(`errors:${key}`, { defaultValue: t('errors:unknownError') });
