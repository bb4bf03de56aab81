CREATE TABLE "sports_bet_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"line_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"home_away" text NOT NULL,
	"criteria1" text NOT NULL,
	"odds" numeric(8, 2) NOT NULL,
	"result" text,
	"graded_version" integer,
	CONSTRAINT "sports_bet_legs_result_check" CHECK ("sports_bet_legs"."result" is null or "sports_bet_legs"."result" in ('win', 'halfWin', 'void', 'halfLose', 'lose'))
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds" numeric(30, 2) NOT NULL,
	"potential_return_minor" bigint NOT NULL,
	"return_minor" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "sports_bets_kind_check" CHECK ("sports_bets"."kind" in ('single', 'parlay')),
	CONSTRAINT "sports_bets_state_check" CHECK ("sports_bets"."state" in ('open', 'won', 'lost', 'void', 'cashed_out')),
	CONSTRAINT "sports_bets_stake_check" CHECK ("sports_bets"."stake_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"max_payout_minor" bigint NOT NULL,
	"cash_out_margin_bp" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "sportsbook_settings_limits_check" CHECK ("sportsbook_settings"."min_stake_minor" > 0 and "sportsbook_settings"."max_stake_minor" >= "sportsbook_settings"."min_stake_minor" and "sportsbook_settings"."max_payout_minor" >= "sportsbook_settings"."max_stake_minor" and "sportsbook_settings"."cash_out_margin_bp" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "odds_lines" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_lines" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "home_xg" numeric(5, 2) DEFAULT 1.45 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "away_xg" numeric(5, 2) DEFAULT 1.15 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "minute" integer;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "home_score" integer;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "away_score" integer;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "ht_home" integer;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "ht_away" integer;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "first_goal" text;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "last_goal" text;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "result_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD COLUMN "feed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_line_id_odds_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."odds_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_match_id_sport_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."sport_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_settings" ADD CONSTRAINT "sportsbook_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_bet_idx" ON "sports_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_match_idx" ON "sports_bet_legs" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_request_idx" ON "sports_bets" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "sports_bets_player_idx" ON "sports_bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_bets_open_idx" ON "sports_bets" USING btree ("state") WHERE "sports_bets"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "odds_lines_selection_idx" ON "odds_lines" USING btree ("match_id","bet_type","home_away","criteria1") WHERE "odds_lines"."match_id" is not null;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD CONSTRAINT "sport_matches_status_check" CHECK ("sport_matches"."status" in ('scheduled', 'live', 'half_time', 'finished', 'postponed', 'abandoned'));