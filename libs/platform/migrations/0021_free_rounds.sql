CREATE TABLE "free_round_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"rounds" integer NOT NULL,
	"rounds_left" integer NOT NULL,
	"bet_minor" bigint NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "free_round_grants_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "free_round_grants_source_check" CHECK ("free_round_grants"."source" in ('wheel', 'promotion', 'operator')),
	CONSTRAINT "free_round_grants_rounds_check" CHECK ("free_round_grants"."rounds" between 1 and 1000 and "free_round_grants"."rounds_left" between 0 and "free_round_grants"."rounds" and "free_round_grants"."bet_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "minigame_rounds" DROP CONSTRAINT "minigame_rounds_prize_check";--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_kind_check";--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_terms_check";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "free_bets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "free_round_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "free_spin_rounds" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "free_spin_provider" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "free_spin_game" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "free_spin_bet_minor" bigint;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_round_grants_player_idx" ON "free_round_grants" USING btree ("player_id","provider_code","game_code");--> statement-breakpoint
ALTER TABLE "minigame_rounds" ADD CONSTRAINT "minigame_rounds_prize_check" CHECK ("minigame_rounds"."prize_kind" in ('tokens', 'cash', 'freeSpins', 'nothing'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_free_spins_check" CHECK ("promotions"."kind" <> 'free_spins' or ("promotions"."free_spin_rounds" between 1 and 1000 and "promotions"."free_spin_bet_minor" > 0
        and "promotions"."free_spin_provider" is not null and "promotions"."free_spin_game" is not null));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('deposit_bonus', 'free_spins'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_terms_check" CHECK ("promotions"."valid_days" between 1 and 365 and ("promotions"."kind" <> 'deposit_bonus' or ("promotions"."bonus_percent" between 1 and 1000
        and "promotions"."max_bonus_minor" > 0 and "promotions"."min_deposit_minor" > 0 and "promotions"."wagering_multiplier" >= 0)));