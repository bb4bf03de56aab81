module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'template-slot',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
