const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'minigame',
  federationName: 'minigame',
  exposes: { './Minigame': './src/remote-entry.ts' },
});
