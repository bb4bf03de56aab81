const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'template-sportsbook',
  federationName: 'template_sportsbook',
  exposes: { './Template': './src/remote-entry.ts' },
});
