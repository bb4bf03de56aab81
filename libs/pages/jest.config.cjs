module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'pages',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
