import type { TFunction } from 'i18next';
import { PROFILE_RULES, type ProfileProblem } from './profile-rules';

/*
 * Texts the member screens share, each key written out in full (`member:...`, `validation:...`) so the
 * message checks see it used.
 */

/** The platform's error key in the player's language; a key it does not know is an unexpected error. */
export const errorText = (t: TFunction, key: string): string =>
  t(`errors:${key}`, { defaultValue: t('errors:unknownError') });

/** What is wrong with a profile field. */
export function profileProblemText(t: TFunction, problem: ProfileProblem, field: 'name' | 'email'): string {
  switch (problem) {
    case 'required':
      return t('validation:required');
    case 'maxLength':
      return t('validation:maxLength', {
        max: field === 'name' ? PROFILE_RULES.nameMax : PROFILE_RULES.emailMax,
      });
    case 'nameRule':
      return t('member:nameRule');
    case 'invalidEmail':
      return t('validation:invalidEmail');
  }
}
