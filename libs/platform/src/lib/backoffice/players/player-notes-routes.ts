import { CALLS } from '@wl/contract';
import { ANY_STAFF_ROLE, type staffRoutes } from '../../http/staff-route';
import type { Platform } from '../../platform';
import { PlayerNotes } from './player-notes';
import { noteAnswer } from './players-answers';

type StaffRoute = ReturnType<typeof staffRoutes>;

/** Who may write a note on a player: the roles that talk to players. */
const NOTE_WRITERS = ['owner', 'support'] as const;

/** The staff's notes on a player: every role of the player's site reads them; owner and support add. */
export function registerPlayerNotesRoutes(staffRoute: StaffRoute, platform: Platform): void {
  const notes = new PlayerNotes(platform.database.db, platform.clock);

  staffRoute(CALLS.backofficePlayerNotes, ANY_STAFF_ROLE, async (actor, body) => {
    const { rows, total } = await notes.list(actor, body.site_id, body.account_id, body.page, body.page_size);
    return { value: rows.map(noteAnswer), total, page: body.page, page_size: body.page_size };
  });

  staffRoute(CALLS.backofficePlayerAddNote, NOTE_WRITERS, async (actor, body, { trail }) => ({
    note: noteAnswer(await notes.add(actor, body.site_id, body.account_id, body.body, trail)),
  }));
}
