module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'template-sportsbook',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
