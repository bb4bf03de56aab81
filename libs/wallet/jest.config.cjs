module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'wallet',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
