import { defineFeature, useFeature } from '@wl/core';
import { SecurityStore } from './security-store';

/** The security page's store on the page's root store: forgotten when the session ends. */
export const securityFeature = defineFeature(
  'protection.security',
  (root) => new SecurityStore({ platform: root, session: root.session }),
);

export function useSecurity(): SecurityStore {
  return useFeature(securityFeature);
}
