// The seamless wallet protocol between game providers and the platform (docs/wallet-protocol.md).
export * from './wallet-calls';
export * from './wallet-statuses';
