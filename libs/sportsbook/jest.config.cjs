module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'sportsbook',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
