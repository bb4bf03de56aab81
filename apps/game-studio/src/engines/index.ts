// The studio's engines: everything in ./browser, and the crypto random source the server plays with.
export * from './browser';
export { cryptoRandom, sequenceRandom } from './random-source';
