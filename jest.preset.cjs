// Shared Jest settings: SWC transforms TypeScript and JSX; workspace libs resolve through tsconfig paths.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = { '\\.(css)$': path.join(__dirname, 'tools/jest/style-stub.cjs') };
for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${name}$`] = path.join(__dirname, target);
}

module.exports = {
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // These dependencies of Fastify (and the TOTP library's audited crypto, @noble and @scure) ship only ES
  // modules; Jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|content-disposition|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@noble/hashes|@scure/base)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
};
