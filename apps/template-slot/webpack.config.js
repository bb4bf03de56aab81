const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'template-slot',
  federationName: 'template_slot',
  exposes: { './Template': './src/remote-entry.ts' },
});
