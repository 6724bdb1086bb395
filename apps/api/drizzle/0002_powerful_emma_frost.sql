CREATE TABLE "comparison_display_settings" (
	"adviser_id" uuid NOT NULL,
	"comparison_type" text NOT NULL,
	"only_display_insurers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comparison_display_settings_adviser_id_comparison_type_pk" PRIMARY KEY("adviser_id","comparison_type")
);
--> statement-breakpoint
CREATE TABLE "dataset_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"comparison_type" text NOT NULL,
	"effective_date" date NOT NULL,
	"is_sample" boolean NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	CONSTRAINT "insurers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ltc_premiums" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"gender" text NOT NULL,
	"adls" integer NOT NULL,
	"anb_from" integer NOT NULL,
	"anb_to" integer NOT NULL,
	"premium_term" text NOT NULL,
	"rate_per_100_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maternity_premiums" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_type" text NOT NULL,
	"pregnancy_type" text NOT NULL,
	"sum_insured_cents" integer NOT NULL,
	"anb_from" integer NOT NULL,
	"anb_to" integer NOT NULL,
	"premium_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multi_ci_premiums" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"gender" text NOT NULL,
	"smoker" text NOT NULL,
	"policy_term" text NOT NULL,
	"anb_from" integer NOT NULL,
	"anb_to" integer NOT NULL,
	"rate_per_1000_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"insurer_id" integer NOT NULL,
	"comparison_type" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_short_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"updated_at" date NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"premium_holiday" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partial_surrender" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"full_surrender" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo_name" text,
	"promo_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo_valid_from" date,
	"promo_valid_to" date,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shield_premiums" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_tier" text NOT NULL,
	"coverage_type" text NOT NULL,
	"anb_from" integer NOT NULL,
	"anb_to" integer NOT NULL,
	"medisave_cents" integer NOT NULL,
	"cash_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_premiums" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"cover" text NOT NULL,
	"gender" text NOT NULL,
	"smoker" text NOT NULL,
	"policy_term" text NOT NULL,
	"anb_from" integer NOT NULL,
	"anb_to" integer NOT NULL,
	"rate_per_1000_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comparison_display_settings" ADD CONSTRAINT "comparison_display_settings_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ltc_premiums" ADD CONSTRAINT "ltc_premiums_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ltc_premiums" ADD CONSTRAINT "ltc_premiums_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maternity_premiums" ADD CONSTRAINT "maternity_premiums_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maternity_premiums" ADD CONSTRAINT "maternity_premiums_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_ci_premiums" ADD CONSTRAINT "multi_ci_premiums_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_ci_premiums" ADD CONSTRAINT "multi_ci_premiums_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_infos" ADD CONSTRAINT "product_infos_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_infos" ADD CONSTRAINT "product_infos_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shield_premiums" ADD CONSTRAINT "shield_premiums_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shield_premiums" ADD CONSTRAINT "shield_premiums_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_premiums" ADD CONSTRAINT "term_premiums_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_premiums" ADD CONSTRAINT "term_premiums_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_versions_type_date_idx" ON "dataset_versions" USING btree ("comparison_type","effective_date");--> statement-breakpoint
CREATE INDEX "ltc_premiums_lookup_idx" ON "ltc_premiums" USING btree ("dataset_version_id","gender","adls","anb_from","anb_to");--> statement-breakpoint
CREATE INDEX "maternity_premiums_lookup_idx" ON "maternity_premiums" USING btree ("dataset_version_id","sum_insured_cents","pregnancy_type","anb_from","anb_to");--> statement-breakpoint
CREATE INDEX "multi_ci_premiums_lookup_idx" ON "multi_ci_premiums" USING btree ("dataset_version_id","gender","smoker","policy_term","anb_from","anb_to");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_insurer_type_name_idx" ON "plans" USING btree ("insurer_id","comparison_type","plan_name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_infos_version_plan_idx" ON "product_infos" USING btree ("dataset_version_id","plan_id");--> statement-breakpoint
CREATE INDEX "shield_premiums_lookup_idx" ON "shield_premiums" USING btree ("dataset_version_id","coverage_type","anb_from","anb_to");--> statement-breakpoint
CREATE INDEX "term_premiums_lookup_idx" ON "term_premiums" USING btree ("dataset_version_id","gender","smoker","policy_term","anb_from","anb_to");