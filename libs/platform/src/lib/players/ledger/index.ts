// The ledger's public face: the rest of the platform imports from here, never from the files beside it
// (a lint rule holds this), so balances change only through a posting function named for its kind.
export { createLedgerService } from './ledger-service';
export { assetDigits } from './asset-digits';
export { ASSETS, isAsset, isLedgerKind, type Asset, type LedgerKind, type Pocket } from './ledger-kinds';
export type {
  HistoryEntry,
  HistoryQuery,
  LedgerService,
  PlayerBalances,
  PostByKind,
  Posting,
  PostingInput,
} from './ledger-types';
