module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
