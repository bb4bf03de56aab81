// The one schema of the platform, on PGlite and on PostgreSQL alike. Each area keeps its tables in its
// own file; drizzle-kit generates the migrations under libs/platform/migrations from this module.
export * from './sites';
export * from './content';
export * from './games';
export * from './players';
export * from './security';
export * from './ledger';
export * from './play';
export * from './cashier';
export * from './protection';
export * from './rewards';
export * from './referral';
export * from './promotions';
export * from './free-rounds';
export * from './sports-bets';
export * from './staff';
export * from './withdrawal-approvals';
