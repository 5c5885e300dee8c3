CREATE TABLE "crc_request_totals" (
	"recipient_org_id" integer NOT NULL,
	"kyiv_day" date NOT NULL,
	"status_id" smallint NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "crc_request_totals_pk" PRIMARY KEY("recipient_org_id","kyiv_day","status_id")
);
--> statement-breakpoint
DROP INDEX "crc_requests_recipient_idx";--> statement-breakpoint
DROP INDEX "crc_requests_police_idx";--> statement-breakpoint
DROP INDEX "crc_requests_request_dt_idx";--> statement-breakpoint
DROP INDEX "crc_requests_status_idx";--> statement-breakpoint
CREATE INDEX "crc_requests_recipient_mask_idx" ON "crc_requests" USING btree (left("recipient_number", 6),right("recipient_number", 4));--> statement-breakpoint
CREATE INDEX "crc_requests_sender_mask_idx" ON "crc_requests" USING btree (left("sender_number", 6),right("sender_number", 4));--> statement-breakpoint
CREATE INDEX "crc_requests_recipient_idx" ON "crc_requests" USING btree ("recipient_org_id","request_dt","id");--> statement-breakpoint
CREATE INDEX "crc_requests_police_idx" ON "crc_requests" USING btree ("police_org_id","request_dt","id");--> statement-breakpoint
CREATE INDEX "crc_requests_request_dt_idx" ON "crc_requests" USING btree ("request_dt","id");--> statement-breakpoint
CREATE INDEX "crc_requests_status_idx" ON "crc_requests" USING btree ("status_id","request_dt","id");--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one request from the running total of its bank (0: none),
-- Kyiv day and status. A status change takes from the old status's row before adding to the new one.
CREATE FUNCTION "crc_request_totals_apply"(recipient integer, requested timestamptz, status smallint, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "crc_request_totals" AS t ("recipient_org_id", "kyiv_day", "status_id", "requests")
  VALUES (coalesce(recipient, 0), (requested AT TIME ZONE 'Europe/Kyiv')::date, status, sign)
  ON CONFLICT ("recipient_org_id", "kyiv_day", "status_id")
  DO UPDATE SET "requests" = t."requests" + excluded."requests";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "crc_requests_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "crc_request_totals_apply"(OLD."recipient_org_id", OLD."request_dt", OLD."status_id", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "crc_request_totals_apply"(NEW."recipient_org_id", NEW."request_dt", NEW."status_id", 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: a total's row stays locked from its update to the commit, and concurrent
-- filings to one bank wait for it; at the commit they already wait for the badge's count lock.
CREATE CONSTRAINT TRIGGER "crc_requests_totals_insert_delete" AFTER INSERT OR DELETE ON "crc_requests"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "crc_requests_keep_totals"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "crc_requests_totals_update" AFTER UPDATE ON "crc_requests"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((OLD."recipient_org_id", OLD."request_dt", OLD."status_id")
    IS DISTINCT FROM (NEW."recipient_org_id", NEW."request_dt", NEW."status_id"))
  EXECUTE FUNCTION "crc_requests_keep_totals"();
--> statement-breakpoint
INSERT INTO "crc_request_totals" ("recipient_org_id", "kyiv_day", "status_id", "requests")
SELECT coalesce("recipient_org_id", 0), ("request_dt" AT TIME ZONE 'Europe/Kyiv')::date, "status_id", count(*)
FROM "crc_requests"
GROUP BY 1, 2, 3;
