import { DEPOSIT_STATES, WITHDRAWAL_STATES } from '@wl/contract';
import { DEPOSIT_FILTER_STATES } from './deposits-store';
import { WITHDRAWAL_FILTER_STATES } from './withdrawal-queue-store';

// The screens keep their own lists (a value of the contract would bring its schemas into the bundle):
// they must name every state the platform answers, and no other.
describe('the money screens’ state lists', () => {
  it('are the contract’s deposit and withdrawal states', () => {
    expect([...DEPOSIT_FILTER_STATES].sort()).toEqual([...DEPOSIT_STATES].sort());
    expect([...WITHDRAWAL_FILTER_STATES].sort()).toEqual([...WITHDRAWAL_STATES].sort());
  });
});
