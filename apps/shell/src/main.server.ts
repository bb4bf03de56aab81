// The shell's server build (dist/apps/shell/server/main.js), loaded by the site server. As in the browser,
// the entry holds only the federation runtime: the shared packages load asynchronously with the render.
import type { ShellServerBuild } from '@wl/api';

export const renderPage: ShellServerBuild['renderPage'] = async (request) => {
  const { renderPage: render } = await import('./server/render-page');
  return render(request);
};
