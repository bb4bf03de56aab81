module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'shell',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
