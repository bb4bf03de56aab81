-- Outrights (OR) become a league's week (sport_outrights): its prices are odds_lines with outright_id, and a
-- bet leg holds either a match or an outright. The league-wide outright prices before this took no bets.
DELETE FROM "odds_lines" WHERE "match_id" IS NULL;
--> statement-breakpoint
CREATE TABLE "sport_outrights" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"week" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winner_team_id" integer,
	"result_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_outrights_status_check" CHECK ("sport_outrights"."status" in ('open', 'settled', 'void'))
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ALTER COLUMN "match_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_lines" ADD COLUMN "outright_id" integer;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD COLUMN "outright_id" integer;--> statement-breakpoint
ALTER TABLE "sport_outrights" ADD CONSTRAINT "sport_outrights_league_id_sport_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sport_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_outrights" ADD CONSTRAINT "sport_outrights_winner_team_id_sport_teams_id_fk" FOREIGN KEY ("winner_team_id") REFERENCES "public"."sport_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_outrights_week_idx" ON "sport_outrights" USING btree ("league_id","week");--> statement-breakpoint
ALTER TABLE "odds_lines" ADD CONSTRAINT "odds_lines_outright_id_sport_outrights_id_fk" FOREIGN KEY ("outright_id") REFERENCES "public"."sport_outrights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_outright_id_sport_outrights_id_fk" FOREIGN KEY ("outright_id") REFERENCES "public"."sport_outrights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "odds_lines_outright_idx" ON "odds_lines" USING btree ("outright_id","criteria1") WHERE "odds_lines"."outright_id" is not null;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_outright_idx" ON "sports_bet_legs" USING btree ("outright_id");--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_event_check" CHECK (("sports_bet_legs"."match_id" is null) <> ("sports_bet_legs"."outright_id" is null));
--> statement-breakpoint
-- As in 0024, and an outright's price takes bets while its week is open and before its first kick-off.
CREATE OR REPLACE FUNCTION sports_hold_prices(p_lines jsonb, p_changed text, p_at timestamptz) RETURNS void AS $$
DECLARE
  v_leg record;
  v_line record;
BEGIN
  FOR v_leg IN
    SELECT (e->>'line_id')::integer AS line_id, (e->>'odds')::numeric AS odds
      FROM jsonb_array_elements(p_lines) e
     ORDER BY 1
  LOOP
    SELECT l.odds, l.suspended, l.closed, l.outright_id, m.status, m.suspended AS match_suspended, m.kickoff_at,
           o.status AS outright_status, o.closes_at
      INTO v_line
      FROM odds_lines l
      LEFT JOIN sport_matches m ON m.id = l.match_id
      LEFT JOIN sport_outrights o ON o.id = l.outright_id
     WHERE l.id = v_leg.line_id
       FOR SHARE OF l;
    IF NOT FOUND OR v_line.closed THEN
      PERFORM sports_refuse('marketClosed', 'line ' || v_leg.line_id || ' takes no bets');
    END IF;
    IF v_line.outright_id IS NOT NULL THEN
      IF v_line.outright_status <> 'open' OR v_line.closes_at <= p_at THEN
        PERFORM sports_refuse('marketClosed', 'line ' || v_leg.line_id || ' takes no bets');
      END IF;
    ELSIF v_line.status IS NULL OR v_line.status NOT IN ('scheduled', 'live', 'half_time') THEN
      PERFORM sports_refuse('marketClosed', 'line ' || v_leg.line_id || ' takes no bets');
    -- Kicked off while the feed has not reported it yet: the pre-match price no longer holds.
    ELSIF v_line.match_suspended OR (v_line.status = 'scheduled' AND v_line.kickoff_at <= p_at) THEN
      PERFORM sports_refuse('marketSuspended', 'line ' || v_leg.line_id || ' is suspended');
    END IF;
    IF v_line.suspended THEN
      PERFORM sports_refuse('marketSuspended', 'line ' || v_leg.line_id || ' is suspended');
    END IF;
    IF v_line.odds <> v_leg.odds THEN
      PERFORM sports_refuse(p_changed, 'line ' || v_leg.line_id || ' is now at ' || v_line.odds);
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0024, and each leg keeps its line's match or outright.
CREATE OR REPLACE FUNCTION sports_bet_place(
  p_site integer, p_player integer, p_public text, p_request text, p_hash text, p_kind text,
  p_stake bigint, p_odds numeric, p_potential bigint, p_legs jsonb, p_reason text, p_at timestamptz,
  OUT o_bet bigint, OUT o_replayed boolean
) AS $$
DECLARE
  v_lock record;
  v_earlier sports_bets;
BEGIN
  SELECT * INTO v_lock FROM wallet_lock(p_site, p_player);
  SELECT * INTO v_earlier FROM sports_bets WHERE player_id = p_player AND request_id = p_request;
  IF FOUND THEN
    IF v_earlier.request_hash <> p_hash THEN
      PERFORM sports_refuse('requestConflict', 'this request id placed another bet');
    END IF;
    o_bet := v_earlier.id;
    o_replayed := true;
    RETURN;
  END IF;
  PERFORM sports_hold_prices(p_legs, 'priceChanged', p_at);
  PERFORM protection_check_bet(p_player, p_stake, p_at);
  IF v_lock.balance < p_stake THEN
    PERFORM sports_refuse('insufficientFunds', 'the stake is more than the balance');
  END IF;
  INSERT INTO sports_bets (public_id, site_id, player_id, request_id, request_hash, kind, stake_minor, odds,
                           potential_return_minor, placed_at)
  VALUES (p_public, p_site, p_player, p_request, p_hash, p_kind, p_stake, p_odds, p_potential, p_at)
  RETURNING id INTO o_bet;
  INSERT INTO sports_bet_legs (bet_id, line_id, match_id, outright_id, bet_type, home_away, criteria1, odds)
  SELECT o_bet, l.id, l.match_id, l.outright_id, l.bet_type, l.home_away, l.criteria1, l.odds
    FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS e(leg, n)
    JOIN odds_lines l ON l.id = (e.leg->>'line_id')::integer
   ORDER BY e.n;
  PERFORM ledger_post(p_site, p_player, 'bet', 'game', p_stake, 'sports:' || p_public || ':stake', p_reason,
    v_lock.account, true, ledger_account(p_site, NULL, 'game', 'games'), false, p_at);
  PERFORM rewards_earn_tokens(p_site, p_player, p_stake, 'sports:' || p_public || ':stake', p_at);
  o_replayed := false;
END;
$$ LANGUAGE plpgsql;
