import { createTemplateRemote } from '@wl/core';

/** The casino family's `./Template`: casino1..casino9, each its own chunk. */
const remote = createTemplateRemote('casino', {
  template1: () => import(/* webpackChunkName: "template-casino1" */ './templates/casino1'),
  template2: () => import(/* webpackChunkName: "template-casino2" */ './templates/casino2'),
  template3: () => import(/* webpackChunkName: "template-casino3" */ './templates/casino3'),
  template4: () => import(/* webpackChunkName: "template-casino4" */ './templates/casino4'),
  template5: () => import(/* webpackChunkName: "template-casino5" */ './templates/casino5'),
  template6: () => import(/* webpackChunkName: "template-casino6" */ './templates/casino6'),
  template7: () => import(/* webpackChunkName: "template-casino7" */ './templates/casino7'),
  template8: () => import(/* webpackChunkName: "template-casino8" */ './templates/casino8'),
  template9: () => import(/* webpackChunkName: "template-casino9" */ './templates/casino9'),
});

export default remote;
export const { family, templateIds, loadTemplate } = remote;
