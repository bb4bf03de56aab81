module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'ui-skin',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
