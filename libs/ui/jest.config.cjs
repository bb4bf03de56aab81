module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'ui',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
