CREATE TABLE "illustration_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"entry_age" integer NOT NULL,
	"gender" text NOT NULL,
	"smoker" text NOT NULL,
	"premium_term" integer NOT NULL,
	"cover_option" text DEFAULT '' NOT NULL,
	"basis" text NOT NULL,
	"policy_year" integer NOT NULL,
	"premium_due_per_1000" numeric(16, 6) NOT NULL,
	"surrender_value_gtd_per_1000" numeric(16, 6) NOT NULL,
	"surrender_value_total_per_1000" numeric(16, 6) NOT NULL,
	"payout_gtd_per_1000" numeric(16, 6) NOT NULL,
	"payout_total_per_1000" numeric(16, 6) NOT NULL,
	"death_benefit_gtd_per_1000" numeric(16, 6) NOT NULL,
	"death_benefit_total_per_1000" numeric(16, 6) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "illustration_values" ADD CONSTRAINT "illustration_values_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_values" ADD CONSTRAINT "illustration_values_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "illustration_values_cell_idx" ON "illustration_values" USING btree ("dataset_version_id","entry_age","gender","smoker","premium_term","cover_option","plan_id","policy_year");--> statement-breakpoint
CREATE INDEX "illustration_values_plan_idx" ON "illustration_values" USING btree ("plan_id");