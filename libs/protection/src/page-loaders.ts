import type { ComponentType } from 'react';
import { protectionMessagesReady } from './messages';

/*
 * The protection pages, loaded when shown: each a chunk of its own (with its stylesheet), loaded with the
 * `protection:` texts of the page's language, so a page never shows before its words. The templates' page
 * maps (@wl/pages) load them through these. /security is a member page, never server-rendered: its chunk
 * is not a `page-` one, so its stylesheet is not linked in every server-rendered page.
 */
const withTexts = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, protectionMessagesReady()]).then(([module]) => module);

export const loadSecurityPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "protection-security" */ './security/SecurityPage')).then(
    (module) => module.SecurityPage,
  );
