module.exports = { ...require('../../jest.preset.cjs'), displayName: 'testing', testEnvironment: 'node' };
