CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"account_pattern" text NOT NULL,
	"account_format" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banks_site_code_unique" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "cashier_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashier_events_subject_check" CHECK ("cashier_events"."subject" in ('deposit', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "cashier_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"max_pending_withdrawals" integer DEFAULT 3 NOT NULL,
	"max_withdrawals_per_day" integer DEFAULT 5 NOT NULL,
	"wagering_percent" integer DEFAULT 100 NOT NULL,
	"deposit_expiry_minutes" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"method_code" text NOT NULL,
	"method_name" text NOT NULL,
	"provider_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"request_id" text NOT NULL,
	"psp_payment_id" text,
	"redirect_url" text DEFAULT '' NOT NULL,
	"ledger_transaction_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "deposits_player_request_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount_minor" > 0 and "deposits"."fee_minor" >= 0),
	CONSTRAINT "deposits_state_check" CHECK ("deposits"."state" in ('created', 'pending', 'completed', 'failed', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"provider_code" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"deposits" boolean DEFAULT true NOT NULL,
	"payouts" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_methods_site_code_unique" UNIQUE("site_id","code"),
	CONSTRAINT "payment_methods_kind_check" CHECK ("payment_methods"."kind" in ('bank_transfer', 'ewallet', 'card')),
	CONSTRAINT "payment_methods_limits_check" CHECK ("payment_methods"."min_minor" > 0 and "payment_methods"."max_minor" >= "payment_methods"."min_minor" and "payment_methods"."fee_fixed_minor" >= 0 and "payment_methods"."fee_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payment_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"api_url" text NOT NULL,
	"merchant_id" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "psp_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text NOT NULL,
	"reference" text NOT NULL,
	"body" text NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "psp_notifications_event_unique" UNIQUE("provider_code","event_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"method_code" text NOT NULL,
	"method_name" text NOT NULL,
	"provider_code" text NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"request_id" text NOT NULL,
	"hold_transaction_id" bigint NOT NULL,
	"settle_transaction_id" bigint,
	"psp_payout_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "withdrawals_player_request_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_minor" > 0 and "withdrawals"."fee_minor" >= 0),
	CONSTRAINT "withdrawals_state_check" CHECK ("withdrawals"."state" in ('pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed')),
	CONSTRAINT "withdrawals_settled_check" CHECK (("withdrawals"."state" in ('pending', 'approved')) = ("withdrawals"."settle_transaction_id" is null))
);
--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_settings" ADD CONSTRAINT "cashier_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_provider_code_payment_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."payment_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bank_accounts" ADD CONSTRAINT "player_bank_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bank_accounts" ADD CONSTRAINT "player_bank_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_player_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."player_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_events_subject_idx" ON "cashier_events" USING btree ("subject","subject_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_psp_payment_unique" ON "deposits" USING btree ("provider_code","psp_payment_id") WHERE "deposits"."psp_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "deposits_player_idx" ON "deposits" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "deposits_state_idx" ON "deposits" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "player_bank_accounts_player_idx" ON "player_bank_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bank_accounts_live_unique" ON "player_bank_accounts" USING btree ("player_id","bank_code","account_number") WHERE "player_bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "psp_notifications_flagged_idx" ON "psp_notifications" USING btree ("received_at") WHERE "psp_notifications"."flagged";--> statement-breakpoint
CREATE INDEX "withdrawals_player_idx" ON "withdrawals" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","id");