/** One-time codes have 6 digits (design, security baseline). */
export const TAC_LENGTH = 6;
