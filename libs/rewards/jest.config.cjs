module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'rewards',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
