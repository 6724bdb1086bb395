CREATE TABLE "adviser_profiles" (
	"adviser_id" uuid PRIMARY KEY NOT NULL,
	"discord" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"reddit" text DEFAULT '' NOT NULL,
	"telegram" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"youtube" text DEFAULT '' NOT NULL,
	"show_picture" boolean DEFAULT false NOT NULL,
	"picture" text,
	"show_name" boolean DEFAULT true NOT NULL,
	"show_title" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"show_rnf" boolean DEFAULT true NOT NULL,
	"show_mobile" boolean DEFAULT false NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adviser_id" uuid,
	"adviser_email" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picture_uploads" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"adviser_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "picture_uploads_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adviser_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pictures_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "rnf_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adviser_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "adviser_profiles" ADD CONSTRAINT "adviser_profiles_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_uploads" ADD CONSTRAINT "picture_uploads_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rnf_change_requests" ADD CONSTRAINT "rnf_change_requests_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "picture_uploads_adviser_idx" ON "picture_uploads" USING btree ("adviser_id");--> statement-breakpoint
CREATE INDEX "pictures_adviser_type_idx" ON "pictures" USING btree ("adviser_id","type","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rnf_change_requests_open_idx" ON "rnf_change_requests" USING btree ("adviser_id") WHERE "rnf_change_requests"."closed_at" is null;