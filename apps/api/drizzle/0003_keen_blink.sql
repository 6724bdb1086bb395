ALTER TABLE "multi_ci_premiums" ADD COLUMN "max_claim_pct" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "multi_ci_premiums" ADD COLUMN "is_max_open_ended" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "multi_ci_premiums" ADD COLUMN "cover_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "multi_ci_premiums" ADD COLUMN "waiver" text NOT NULL;