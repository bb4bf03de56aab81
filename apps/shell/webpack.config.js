const { createConfig } = require('../../tools/webpack/create-config');
const { BuildMetaPlugin } = require('./build-meta-plugin');

const shellConfig = createConfig({ project: 'shell', federationName: 'shell', host: true });

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  config.plugins.push(new BuildMetaPlugin());
  return config;
};
