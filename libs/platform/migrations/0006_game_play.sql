CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"round_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_rounds_provider_round_unique" UNIQUE("provider_code","round_id"),
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference_transaction_id" text,
	"state" text DEFAULT 'done' NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transactions_provider_id_unique" UNIQUE("provider_code","transaction_id"),
	CONSTRAINT "wallet_transactions_kind_check" CHECK ("wallet_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "wallet_transactions_state_check" CHECK ("wallet_transactions"."state" in ('done', 'rolled_back', 'tombstone')),
	CONSTRAINT "wallet_transactions_amount_check" CHECK ("wallet_transactions"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "launch_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "wallet_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "currencies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "fun_mode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_player_started_idx" ON "game_rounds" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_round_idx" ON "wallet_transactions" USING btree ("provider_code","round_id");