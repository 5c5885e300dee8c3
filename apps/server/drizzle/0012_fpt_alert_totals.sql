CREATE TABLE "fpt_alert_totals" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"creator_org_id" integer NOT NULL,
	"recipient_org_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"currency_code" text NOT NULL,
	"alerts" integer NOT NULL,
	"priced" integer NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	CONSTRAINT "fpt_alert_totals_pk" PRIMARY KEY("period","period_start","creator_org_id","recipient_org_id","status_id","currency_code")
);
--> statement-breakpoint
CREATE INDEX "fpt_alert_totals_recipient_idx" ON "fpt_alert_totals" USING btree ("period","recipient_org_id","period_start");--> statement-breakpoint
CREATE INDEX "fpt_alert_totals_creator_idx" ON "fpt_alert_totals" USING btree ("period","creator_org_id","period_start");--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one alert from its day's and its month's running totals. A
-- status change takes from the old status's rows and adds to the new one's, day rows before month
-- rows; transitions only move to higher status ids, so two changes lock the rows of one key in the
-- same order and cannot deadlock.
CREATE FUNCTION "fpt_alert_totals_apply"(creator integer, recipient integer, requested timestamptz, status smallint, currency text, amount numeric, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kyiv_day date := (requested AT TIME ZONE 'Europe/Kyiv')::date;
BEGIN
  INSERT INTO "fpt_alert_totals" AS t ("period", "period_start", "creator_org_id", "recipient_org_id", "status_id", "currency_code", "alerts", "priced", "total")
  VALUES
    ('day', kyiv_day, creator, coalesce(recipient, 0), status, coalesce(currency, ''), sign, CASE WHEN amount IS NULL THEN 0 ELSE sign END, sign * coalesce(amount, 0)),
    ('month', date_trunc('month', kyiv_day)::date, creator, coalesce(recipient, 0), status, coalesce(currency, ''), sign, CASE WHEN amount IS NULL THEN 0 ELSE sign END, sign * coalesce(amount, 0))
  ON CONFLICT ("period", "period_start", "creator_org_id", "recipient_org_id", "status_id", "currency_code")
  DO UPDATE SET "alerts" = t."alerts" + excluded."alerts", "priced" = t."priced" + excluded."priced", "total" = t."total" + excluded."total";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "fpt_alerts_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "fpt_alert_totals_apply"(OLD."creator_org_id", OLD."recipient_org_id", OLD."request_dt", OLD."status_id", OLD."currency_code", OLD."total_amount", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "fpt_alert_totals_apply"(NEW."creator_org_id", NEW."recipient_org_id", NEW."request_dt", NEW."status_id", NEW."currency_code", NEW."total_amount", 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit, as Crime Check's (0013): a total's row stays locked from its update to
-- the commit, and alerts created at once between the same banks would wait for each other's whole
-- transaction instead of its last moment.
CREATE CONSTRAINT TRIGGER "fpt_alerts_totals_insert_delete" AFTER INSERT OR DELETE ON "fpt_alerts"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "fpt_alerts_keep_totals"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "fpt_alerts_totals_update" AFTER UPDATE ON "fpt_alerts"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((OLD."creator_org_id", OLD."recipient_org_id", OLD."request_dt", OLD."status_id", OLD."currency_code", OLD."total_amount")
    IS DISTINCT FROM (NEW."creator_org_id", NEW."recipient_org_id", NEW."request_dt", NEW."status_id", NEW."currency_code", NEW."total_amount"))
  EXECUTE FUNCTION "fpt_alerts_keep_totals"();
--> statement-breakpoint
INSERT INTO "fpt_alert_totals" ("period", "period_start", "creator_org_id", "recipient_org_id", "status_id", "currency_code", "alerts", "priced", "total")
SELECT p.period, CASE WHEN p.period = 'day' THEN a.kyiv_day ELSE date_trunc('month', a.kyiv_day)::date END,
  a.creator_org_id, coalesce(a.recipient_org_id, 0), a.status_id, coalesce(a.currency_code, ''),
  count(*), count(a.total_amount), coalesce(sum(a.total_amount), 0)
FROM (SELECT *, ("request_dt" AT TIME ZONE 'Europe/Kyiv')::date AS kyiv_day FROM "fpt_alerts") a
CROSS JOIN (VALUES ('day'), ('month')) AS p(period)
GROUP BY 1, 2, 3, 4, 5, 6;
