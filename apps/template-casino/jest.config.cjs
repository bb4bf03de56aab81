module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'template-casino',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
