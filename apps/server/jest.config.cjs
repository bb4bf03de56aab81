// The site server's tests start a platform on PGlite, whose first start takes a few seconds.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'server',
  testEnvironment: 'node',
  testTimeout: 60_000,
};
