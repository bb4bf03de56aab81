// The PSP is a plain Node server; its specs run in Node against real loopback sockets.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'payment-provider',
  testEnvironment: 'node',
  testTimeout: 30_000,
};
