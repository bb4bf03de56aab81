module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'auth',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
