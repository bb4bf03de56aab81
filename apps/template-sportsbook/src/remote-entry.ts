import { createTemplateRemote } from '@wl/core';

/** The sportsbook family's `./Template`: sportsbook1..sportsbook4 are template20..template23, each its own chunk. */
const remote = createTemplateRemote('sportsbook', {
  template20: () => import(/* webpackChunkName: "template-sportsbook1" */ './templates/sportsbook1'),
  template21: () => import(/* webpackChunkName: "template-sportsbook2" */ './templates/sportsbook2'),
  template22: () => import(/* webpackChunkName: "template-sportsbook3" */ './templates/sportsbook3'),
  template23: () => import(/* webpackChunkName: "template-sportsbook4" */ './templates/sportsbook4'),
});

export default remote;
export const { family, templateIds, loadTemplate } = remote;
