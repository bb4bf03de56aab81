// The studio's engines and its server are plain TypeScript; specs run in Node.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'game-studio',
  testEnvironment: 'node',
  testTimeout: 60_000,
};
