module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'i18n',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
