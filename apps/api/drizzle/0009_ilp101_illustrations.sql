CREATE TABLE "ilp101_illustrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_version_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"anb_from" integer NOT NULL,
	"anb_to" integer NOT NULL,
	"policy_term" integer NOT NULL,
	"min_monthly_premium_cents" integer NOT NULL,
	"end_of_year" integer NOT NULL,
	"surrender_value_per_dollar_cents" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ilp101_illustrations" ADD CONSTRAINT "ilp101_illustrations_dataset_version_id_dataset_versions_id_fk" FOREIGN KEY ("dataset_version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ilp101_illustrations" ADD CONSTRAINT "ilp101_illustrations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ilp101_illustrations_lookup_idx" ON "ilp101_illustrations" USING btree ("dataset_version_id","policy_term","plan_id");