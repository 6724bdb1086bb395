CREATE TABLE "published_comparisons" (
	"id" text PRIMARY KEY NOT NULL,
	"adviser_id" uuid NOT NULL,
	"rnf" text NOT NULL,
	"comparison_type" text NOT NULL,
	"client_name" text NOT NULL,
	"client_description" text NOT NULL,
	"advisor_recommendation" text NOT NULL,
	"client_gender" text NOT NULL,
	"client_smoker" boolean NOT NULL,
	"client_dob" text,
	"client_alb" integer NOT NULL,
	"color_scheme" text NOT NULL,
	"component_theme" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	"last_viewed" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "published_comparisons" ADD CONSTRAINT "published_comparisons_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "published_comparisons_adviser_idx" ON "published_comparisons" USING btree ("adviser_id","created_at");