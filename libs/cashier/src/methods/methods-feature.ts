import { defineFeature, useFeature } from '@wl/core';
import { MethodsStore } from './methods-store';

/** The site's payment methods and banks on the page's root store (site data: kept across sessions). */
export const methodsFeature = defineFeature(
  'cashier.methods',
  (root) => new MethodsStore({ platform: root, site: () => root.siteRequest }),
);

export function usePaymentMethods(): MethodsStore {
  return useFeature(methodsFeature);
}
