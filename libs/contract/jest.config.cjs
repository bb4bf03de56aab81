module.exports = { ...require('../../jest.preset.cjs'), displayName: 'contract', testEnvironment: 'node' };
