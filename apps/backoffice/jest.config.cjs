module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'backoffice',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
