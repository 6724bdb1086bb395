CREATE TABLE "figures_checks" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"links_checked" integer DEFAULT 0 NOT NULL,
	"links_changed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_snapshot_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "published_comparisons" ADD COLUMN "snapshot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "published_comparisons" ADD COLUMN "snapshot_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "published_comparisons" ADD COLUMN "figures_change" jsonb;--> statement-breakpoint
ALTER TABLE "figures_checks" ADD CONSTRAINT "figures_checks_version_id_dataset_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."dataset_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_snapshot_history" ADD CONSTRAINT "published_snapshot_history_link_id_published_comparisons_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."published_comparisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "published_snapshot_history_link_idx" ON "published_snapshot_history" USING btree ("link_id","replaced_at");