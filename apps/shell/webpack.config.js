const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({ project: 'shell', federationName: 'shell', host: true });
