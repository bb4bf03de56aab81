module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'cashier',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
