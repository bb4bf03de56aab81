CREATE TABLE "site_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"fbp" text NOT NULL,
	"appsflyer_id" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"script" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"en_title" text NOT NULL,
	"local_title" text NOT NULL,
	"en_content" text NOT NULL,
	"local_content" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"en_body" text NOT NULL,
	"local_body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marquee_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"en_text" text NOT NULL,
	"local_text" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"href" text NOT NULL,
	"img_url" text NOT NULL,
	"partner_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"en_item_name" text NOT NULL,
	"en_body" text NOT NULL,
	"local_item_name" text NOT NULL,
	"local_body" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_desc" text NOT NULL,
	"meta_keywords" text NOT NULL,
	"meta_url" text NOT NULL,
	"meta_canonical" text NOT NULL,
	"meta_author" text NOT NULL,
	"meta_publisher" text NOT NULL,
	"meta_lang" text NOT NULL,
	"meta_image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"provider_code" text,
	"game_name" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"en_title" text NOT NULL,
	"local_title" text NOT NULL,
	"en_subtitle" text NOT NULL,
	"local_subtitle" text NOT NULL,
	"image_url" text,
	"link_url" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"social_type" text NOT NULL,
	"account_name" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer,
	"league_id" integer NOT NULL,
	"team_id" integer,
	"bet_type" text NOT NULL,
	"home_away" text NOT NULL,
	"criteria1" text NOT NULL,
	"odds" numeric(8, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category" text NOT NULL,
	"provider_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "sport_leagues_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sport_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"fixture_key" text NOT NULL,
	"league_id" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_matches_fixture_key_unique" UNIQUE("fixture_key")
);
--> statement-breakpoint
CREATE TABLE "sport_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"league_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "sport_teams_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "external_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "site_menu_items" ADD CONSTRAINT "site_menu_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_menu_items" ADD CONSTRAINT "site_menu_items_parent_id_site_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_visits" ADD CONSTRAINT "ad_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_scripts" ADD CONSTRAINT "analytics_scripts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marquee_messages" ADD CONSTRAINT "marquee_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_records" ADD CONSTRAINT "seo_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_activity" ADD CONSTRAINT "site_activity_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_lines" ADD CONSTRAINT "odds_lines_match_id_sport_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."sport_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_lines" ADD CONSTRAINT "odds_lines_league_id_sport_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sport_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_lines" ADD CONSTRAINT "odds_lines_team_id_sport_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sport_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_products" ADD CONSTRAINT "site_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_products" ADD CONSTRAINT "site_products_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD CONSTRAINT "sport_matches_league_id_sport_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sport_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD CONSTRAINT "sport_matches_home_team_id_sport_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."sport_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_matches" ADD CONSTRAINT "sport_matches_away_team_id_sport_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."sport_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_teams" ADD CONSTRAINT "sport_teams_league_id_sport_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sport_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_menu_items_site_idx" ON "site_menu_items" USING btree ("site_id","menu","position");--> statement-breakpoint
CREATE INDEX "ad_visits_site_idx" ON "ad_visits" USING btree ("site_id","visited_at");--> statement-breakpoint
CREATE INDEX "analytics_scripts_site_idx" ON "analytics_scripts" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "announcements_site_idx" ON "announcements" USING btree ("site_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_site_page_unique" ON "cms_pages" USING btree ("site_id","page");--> statement-breakpoint
CREATE INDEX "marquee_messages_site_idx" ON "marquee_messages" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "partners_site_idx" ON "partners" USING btree ("site_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_records_site_page_unique" ON "seo_records" USING btree ("site_id","page_name");--> statement-breakpoint
CREATE INDEX "site_activity_site_kind_idx" ON "site_activity" USING btree ("site_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "slides_site_idx" ON "slides" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "social_accounts_site_idx" ON "social_accounts" USING btree ("site_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code_unique" ON "games" USING btree ("provider_code","game_code");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("game_type","provider_code");--> statement-breakpoint
CREATE INDEX "odds_lines_match_idx" ON "odds_lines" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "odds_lines_league_idx" ON "odds_lines" USING btree ("league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_products_unique" ON "site_products" USING btree ("site_id","category","provider_code");--> statement-breakpoint
CREATE INDEX "sport_matches_kickoff_idx" ON "sport_matches" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "site_hosts_site_idx" ON "site_hosts" USING btree ("site_id");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_external_id_unique" UNIQUE("external_id");