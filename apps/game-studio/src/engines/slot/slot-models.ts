import { CLASSIC_10 } from './models/classic-10';
import { LINES_20 } from './models/lines-20';
import { WILD_25 } from './models/wild-25';
import { VOLATILE_10 } from './models/volatile-10';
import { SCATTER_9 } from './models/scatter-9';
import type { SlotModel } from './slot-types';

/** The hand-designed math models; every catalogue slot plays one of them (slot-game picks by code). */
export const SLOT_MODELS: readonly SlotModel[] = [CLASSIC_10, LINES_20, WILD_25, VOLATILE_10, SCATTER_9];
