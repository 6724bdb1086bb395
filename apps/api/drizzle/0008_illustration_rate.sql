-- Issue 11: each illustration row is at one illustration rate (the LIA's 4.25 % and 3.00 %). Rows stored
-- before this column were the insurer's illustrated (upper) rate, so they take 4.25; new rows name theirs.
DROP INDEX "illustration_values_cell_idx";--> statement-breakpoint
ALTER TABLE "illustration_values" ADD COLUMN "illustration_rate" numeric(4, 2) DEFAULT '4.25' NOT NULL;--> statement-breakpoint
ALTER TABLE "illustration_values" ALTER COLUMN "illustration_rate" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "illustration_values_cell_idx" ON "illustration_values" USING btree ("dataset_version_id","entry_age","gender","smoker","premium_term","cover_option","plan_id","illustration_rate","policy_year");
