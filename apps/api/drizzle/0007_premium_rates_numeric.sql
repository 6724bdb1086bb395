ALTER TABLE "ltc_premiums" ALTER COLUMN "rate_per_100_cents" SET DATA TYPE numeric(14, 4);--> statement-breakpoint
ALTER TABLE "multi_ci_premiums" ALTER COLUMN "rate_per_1000_cents" SET DATA TYPE numeric(14, 4);--> statement-breakpoint
ALTER TABLE "term_premiums" ALTER COLUMN "rate_per_1000_cents" SET DATA TYPE numeric(14, 4);