import { createTemplateRemote } from '@wl/core';

/** The slot family's `./Template`: slot1..slot8 are template10..template17, slot9 is template19 (no template18). */
const remote = createTemplateRemote('slot', {
  template10: () => import(/* webpackChunkName: "template-slot1" */ './templates/slot1'),
  template11: () => import(/* webpackChunkName: "template-slot2" */ './templates/slot2'),
  template12: () => import(/* webpackChunkName: "template-slot3" */ './templates/slot3'),
  template13: () => import(/* webpackChunkName: "template-slot4" */ './templates/slot4'),
  template14: () => import(/* webpackChunkName: "template-slot5" */ './templates/slot5'),
  template15: () => import(/* webpackChunkName: "template-slot6" */ './templates/slot6'),
  template16: () => import(/* webpackChunkName: "template-slot7" */ './templates/slot7'),
  template17: () => import(/* webpackChunkName: "template-slot8" */ './templates/slot8'),
  template19: () => import(/* webpackChunkName: "template-slot9" */ './templates/slot9'),
});

export default remote;
export const { family, templateIds, loadTemplate } = remote;
