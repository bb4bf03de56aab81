module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'member',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
