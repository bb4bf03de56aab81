CREATE TABLE "fairness_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fairness_seeds_nonce_check" CHECK ("fairness_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"metric" text NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "leaderboard_periods_site_start_unique" UNIQUE("site_id","starts_at"),
	CONSTRAINT "leaderboard_periods_metric_check" CHECK ("leaderboard_periods"."metric" in ('wagered', 'multiplier')),
	CONSTRAINT "leaderboard_periods_state_check" CHECK ("leaderboard_periods"."state" in ('open', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "leaderboard_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"player_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"prize_kind" text DEFAULT 'nothing' NOT NULL,
	"prize_amount" bigint DEFAULT 0 NOT NULL,
	"ledger_transaction_id" bigint,
	CONSTRAINT "leaderboard_results_rank_unique" UNIQUE("period_id","rank"),
	CONSTRAINT "leaderboard_results_player_unique" UNIQUE("period_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "minigame_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"game" text NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"stake" bigint NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"free_day" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" integer NOT NULL,
	"multiplier_bp" integer DEFAULT 0 NOT NULL,
	"won" boolean NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "minigame_rounds_request_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "minigame_rounds_seed_nonce_unique" UNIQUE("seed_id","nonce"),
	CONSTRAINT "minigame_rounds_game_check" CHECK ("minigame_rounds"."game" in ('spin', 'dice')),
	CONSTRAINT "minigame_rounds_state_check" CHECK ("minigame_rounds"."state" in ('open', 'settled')),
	CONSTRAINT "minigame_rounds_prize_check" CHECK ("minigame_rounds"."prize_kind" in ('tokens', 'cash', 'nothing')),
	CONSTRAINT "minigame_rounds_amounts_check" CHECK ("minigame_rounds"."stake" >= 0 and "minigame_rounds"."prize_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_once_unique" UNIQUE("player_id","mission_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"category" text,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missions_site_code_unique" UNIQUE("site_id","code"),
	CONSTRAINT "missions_period_check" CHECK ("missions"."period" in ('daily', 'weekly')),
	CONSTRAINT "missions_kind_check" CHECK ("missions"."kind" in ('wager', 'distinct_games', 'deposit', 'login_days', 'win_multiplier')),
	CONSTRAINT "missions_reward_check" CHECK ("missions"."reward_kind" in ('tokens', 'cash') and "missions"."reward_amount" > 0),
	CONSTRAINT "missions_target_check" CHECK ("missions"."target" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_rewards" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_earnings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"carry_minor" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fairness_seeds" ADD CONSTRAINT "fairness_seeds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_seeds" ADD CONSTRAINT "fairness_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_results" ADD CONSTRAINT "leaderboard_results_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_results" ADD CONSTRAINT "leaderboard_results_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_rounds" ADD CONSTRAINT "minigame_rounds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_rounds" ADD CONSTRAINT "minigame_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_rounds" ADD CONSTRAINT "minigame_rounds_seed_id_fairness_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_rewards" ADD CONSTRAINT "site_rewards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_earnings" ADD CONSTRAINT "token_earnings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_one_active_idx" ON "fairness_seeds" USING btree ("player_id") WHERE "fairness_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "minigame_rounds_free_day_idx" ON "minigame_rounds" USING btree ("player_id","free_day") WHERE "minigame_rounds"."free";--> statement-breakpoint
CREATE INDEX "minigame_rounds_player_idx" ON "minigame_rounds" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "minigame_rounds_open_idx" ON "minigame_rounds" USING btree ("state") WHERE "minigame_rounds"."state" = 'open';