import { defineFeature, useFeature } from '@wl/core';
import { ChangePasswordStore } from './change-password-store';

/** The password change form on the page's root store: forgotten when the session ends. */
export const changePasswordFeature = defineFeature(
  'member.changePassword',
  (root) =>
    new ChangePasswordStore({
      platform: root,
      session: root.session,
      toasts: root.toasts,
      translate: root.translate,
    }),
);

export function useChangePassword(): ChangePasswordStore {
  return useFeature(changePasswordFeature);
}
