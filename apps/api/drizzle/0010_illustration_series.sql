CREATE TABLE "illustration_series" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"entry_age" integer NOT NULL,
	"gender" text NOT NULL,
	"smoker" text NOT NULL,
	"premium_term" integer NOT NULL,
	"cover_option" text DEFAULT '' NOT NULL,
	"basis" text NOT NULL,
	"illustration_rate" numeric(4, 2) NOT NULL,
	"premium_due_per_1000" text NOT NULL,
	"surrender_value_gtd_per_1000" text NOT NULL,
	"surrender_value_total_per_1000" text NOT NULL,
	"payout_gtd_per_1000" text NOT NULL,
	"payout_total_per_1000" text NOT NULL,
	"death_benefit_gtd_per_1000" text NOT NULL,
	"death_benefit_total_per_1000" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "illustration_series" ADD CONSTRAINT "illustration_series_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_series" ADD CONSTRAINT "illustration_series_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "illustration_series_cell_idx" ON "illustration_series" USING btree ("dataset_version_id","entry_age","gender","smoker","premium_term","cover_option","plan_id","illustration_rate");--> statement-breakpoint
CREATE INDEX "illustration_series_plan_idx" ON "illustration_series" USING btree ("plan_id");--> statement-breakpoint
-- Issue 33, ADR 0039: every stored yearly series becomes one row, its years in order (1..n, as the import checked), each value as numeric(16, 6) writes it.
INSERT INTO "illustration_series" ("dataset_version_id", "plan_id", "entry_age", "gender", "smoker", "premium_term", "cover_option", "basis", "illustration_rate", "premium_due_per_1000", "surrender_value_gtd_per_1000", "surrender_value_total_per_1000", "payout_gtd_per_1000", "payout_total_per_1000", "death_benefit_gtd_per_1000", "death_benefit_total_per_1000")
SELECT "dataset_version_id", "plan_id", "entry_age", "gender", "smoker", "premium_term", "cover_option", min("basis"), "illustration_rate",
  string_agg("premium_due_per_1000"::text, ',' ORDER BY "policy_year"), string_agg("surrender_value_gtd_per_1000"::text, ',' ORDER BY "policy_year"),
  string_agg("surrender_value_total_per_1000"::text, ',' ORDER BY "policy_year"), string_agg("payout_gtd_per_1000"::text, ',' ORDER BY "policy_year"),
  string_agg("payout_total_per_1000"::text, ',' ORDER BY "policy_year"), string_agg("death_benefit_gtd_per_1000"::text, ',' ORDER BY "policy_year"),
  string_agg("death_benefit_total_per_1000"::text, ',' ORDER BY "policy_year")
FROM "illustration_values"
GROUP BY "dataset_version_id", "plan_id", "entry_age", "gender", "smoker", "premium_term", "cover_option", "illustration_rate";
