module.exports = { ...require('../../jest.preset.cjs'), displayName: 'site-model', testEnvironment: 'node' };
