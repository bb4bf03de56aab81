CREATE TABLE "sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"session_id" integer,
	CONSTRAINT "sign_in_attempts_method_check" CHECK ("sign_in_attempts"."method" in ('password', 'code', 'signup'))
);
--> statement-breakpoint
CREATE TABLE "player_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "player_exclusions_kind_check" CHECK ("player_exclusions"."kind" in ('timeout', 'self_exclusion')),
	CONSTRAINT "player_exclusions_span_check" CHECK ("player_exclusions"."ends_at" > "player_exclusions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "player_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"old_value" bigint,
	"new_value" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_player_kind_period_unique" UNIQUE("player_id","kind","period"),
	CONSTRAINT "player_limits_kind_check" CHECK (("player_limits"."kind" in ('deposit', 'loss') and "player_limits"."period" in ('24h', '7d', '30d')) or ("player_limits"."kind" in ('session', 'reality_check') and "player_limits"."period" = 'session')),
	CONSTRAINT "player_limits_value_check" CHECK (("player_limits"."value" is null or "player_limits"."value" > 0) and ("player_limits"."pending_value" is null or "player_limits"."pending_effective_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "code_login" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_changes" ADD CONSTRAINT "player_limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_player_idx" ON "sign_in_attempts" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "player_exclusions_player_idx" ON "player_exclusions" USING btree ("player_id","ends_at");--> statement-breakpoint
CREATE INDEX "player_limit_changes_player_idx" ON "player_limit_changes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_player_created_idx" ON "ledger_transactions" USING btree ("player_id","created_at");