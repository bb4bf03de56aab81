import { defineFeature, useFeature } from '@wl/core';
import { saveTextFile } from './save-file';
import { StatementStore } from './statement-store';

/** The player's statement on the page's root store: forgotten when the session ends. */
export const statementFeature = defineFeature(
  'cashier.statement',
  (root) =>
    new StatementStore({
      platform: root,
      session: root.session,
      currency: () => root.site.site?.currency ?? '',
      save: saveTextFile,
    }),
);

export function useStatement(): StatementStore {
  return useFeature(statementFeature);
}
