module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'core',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
