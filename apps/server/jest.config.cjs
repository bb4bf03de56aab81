module.exports = { ...require('../../jest.preset.cjs'), displayName: 'server', testEnvironment: 'node' };
