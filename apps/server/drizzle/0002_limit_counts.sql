CREATE TABLE "limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"since" bigint NOT NULL,
	"expires" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_counts_expires_idx" ON "limit_counts" USING btree ("expires");