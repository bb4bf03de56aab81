CREATE TABLE "demo_accounts" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"seeded_password_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_accounts" ADD CONSTRAINT "demo_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_site_phone_idx" ON "players" USING btree ("site_id","contact_phone");--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "locked_until";