const { createConfig } = require('../../tools/webpack/create-config');
const { BuildMetaPlugin } = require('./build-meta-plugin');

const shellConfig = createConfig({ project: 'shell', federationName: 'shell', host: true });

module.exports = (env, argv) => {
  const [browser, server] = shellConfig(env, argv);
  browser.plugins.push(new BuildMetaPlugin());
  return [browser, server];
};
