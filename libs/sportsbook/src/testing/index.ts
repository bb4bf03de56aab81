// @wl/sportsbook/testing: platform-shaped sportsbook answers for specs (never imported by a bundle).
export * from './match-fixtures';
