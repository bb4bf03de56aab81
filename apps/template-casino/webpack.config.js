const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'template-casino',
  federationName: 'template_casino',
  exposes: { './Template': './src/remote-entry.ts' },
});
