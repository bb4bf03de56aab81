module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'minigame',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
