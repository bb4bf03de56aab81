module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'protection',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
