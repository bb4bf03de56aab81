CREATE TABLE "referral_codes" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_site_code_unique" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"basis_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	CONSTRAINT "referral_commissions_site_id_day_referred_id_pk" PRIMARY KEY("site_id","day","referred_id"),
	CONSTRAINT "referral_commissions_amount_check" CHECK ("referral_commissions"."commission_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_settlements" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"commission_percent" text NOT NULL,
	"basis" text NOT NULL,
	"referrers" integer DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_settlements_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"state" text NOT NULL,
	"deposit_id" bigint,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"wagering_required_minor" bigint DEFAULT 0 NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_deposit_unique" UNIQUE("deposit_id"),
	CONSTRAINT "player_bonuses_state_check" CHECK ("player_bonuses"."state" in ('opted_in', 'active', 'completed', 'expired', 'forfeited')),
	CONSTRAINT "player_bonuses_amounts_check" CHECK ("player_bonuses"."amount_minor" >= 0 and "player_bonuses"."wagering_required_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"terms" text NOT NULL,
	"bonus_percent" integer NOT NULL,
	"max_bonus_minor" bigint NOT NULL,
	"min_deposit_minor" bigint NOT NULL,
	"wagering_multiplier" numeric(6, 2) NOT NULL,
	"valid_days" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_site_code_unique" UNIQUE("site_id","code"),
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('deposit_bonus')),
	CONSTRAINT "promotions_terms_check" CHECK ("promotions"."bonus_percent" between 1 and 1000 and "promotions"."max_bonus_minor" > 0 and "promotions"."min_deposit_minor" > 0
        and "promotions"."wagering_multiplier" >= 0 and "promotions"."valid_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referred_id_players_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settlements" ADD CONSTRAINT "referral_settlements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_commissions_referrer_idx" ON "referral_commissions" USING btree ("referrer_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_open_idx" ON "player_bonuses" USING btree ("player_id") WHERE "player_bonuses"."state" in ('opted_in', 'active');--> statement-breakpoint
CREATE INDEX "player_bonuses_active_expiry_idx" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."state" = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","id");