CREATE TABLE "withdrawal_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"staff_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_approvals_staff_unique" UNIQUE("withdrawal_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_four_eyes" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_four_eyes_threshold_check" CHECK ("withdrawal_four_eyes"."threshold_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_four_eyes" ADD CONSTRAINT "withdrawal_four_eyes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_approvals_withdrawal_idx" ON "withdrawal_approvals" USING btree ("withdrawal_id","id");