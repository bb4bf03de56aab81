module.exports = { ...require('../../jest.preset.cjs'), displayName: 'platform', testEnvironment: 'node' };
