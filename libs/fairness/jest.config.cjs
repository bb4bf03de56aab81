module.exports = { ...require('../../jest.preset.cjs'), displayName: 'fairness', testEnvironment: 'node' };
