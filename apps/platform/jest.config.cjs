module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'platform-api',
  testEnvironment: 'node',
};
