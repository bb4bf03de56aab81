// The operator tests start a platform on PGlite, whose first start takes a few seconds.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'platform-api',
  testEnvironment: 'node',
  testTimeout: 60_000,
};
