ALTER TABLE "published_comparisons" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "published_comparisons" ADD COLUMN "open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "published_comparisons" ADD COLUMN "unopened_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adviser_profiles" ADD COLUMN "notice_first_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "adviser_profiles" ADD COLUMN "notice_unopened" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "published_comparisons" SET "first_opened_at" = ("last_viewed"->>0)::timestamptz, "open_count" = jsonb_array_length("last_viewed") WHERE jsonb_array_length("last_viewed") > 0;
