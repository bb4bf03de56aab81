/**
 * @wl/cashier: deposits and withdrawals as the player sees them. Its store (payment methods, the deposit
 * and withdrawal requests and their states) goes on the root store with `defineFeature`, its screens and
 * its message namespace beside it. It holds nothing yet: the first cashier screen lands here.
 */
export {};
