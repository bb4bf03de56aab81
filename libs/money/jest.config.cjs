module.exports = { ...require('../../jest.preset.cjs'), displayName: 'money', testEnvironment: 'node' };
