-- Journey health summary (company_journey_health): recomputed for the companies a statement on
-- journeys or emails touched, by statement-level triggers, in the writing transaction. The
-- thresholds follow core's journeyHealth (DORMANT_AFTER_DAYS = 30): a journey is live until the
-- midnight (UTC) after its end day; it is receiving until 30 days after its latest email (inclusive,
-- hence the microsecond) or, without email, until the midnight 31 days after its start day.
CREATE FUNCTION refresh_company_journey_health(company_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_journey_health h
  WHERE h.company_id IN (SELECT unnest(company_ids))
    AND NOT EXISTS (SELECT 1 FROM journeys j WHERE j.company_id = h.company_id AND j.type = h.type);
  INSERT INTO company_journey_health (company_id, type, journeys, live_until, healthy_until)
  SELECT j.company_id, j.type, count(*)::int,
    max(((j.end_date AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC') FILTER (WHERE j.status IN ('upcoming', 'in_progress')),
    max(least(
      ((j.end_date AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC',
      coalesce(e.last_sent_at + interval '30 days' + interval '1 microsecond',
               ((j.start_date AT TIME ZONE 'UTC')::date + 31)::timestamp AT TIME ZONE 'UTC')
    )) FILTER (WHERE j.status IN ('upcoming', 'in_progress'))
  FROM journeys j
  LEFT JOIN (SELECT journey_id, max(sent_at) AS last_sent_at FROM emails
             WHERE journey_id IN (SELECT id FROM journeys WHERE company_id IN (SELECT unnest(company_ids)))
             GROUP BY journey_id) e ON e.journey_id = j.id
  WHERE j.company_id IN (SELECT unnest(company_ids))
  GROUP BY j.company_id, j.type
  ON CONFLICT (company_id, type) DO UPDATE
    SET journeys = excluded.journeys, live_until = excluded.live_until, healthy_until = excluded.healthy_until;
$$;
--> statement-breakpoint
CREATE FUNCTION journeys_refresh_health() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_company_journey_health(ARRAY(SELECT DISTINCT company_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_company_journey_health(ARRAY(SELECT DISTINCT company_id FROM old_rows));
  ELSE
    PERFORM refresh_company_journey_health(ARRAY(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION emails_refresh_health() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_company_journey_health(ARRAY(SELECT DISTINCT j.company_id FROM journeys j WHERE j.id IN (SELECT journey_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_company_journey_health(ARRAY(SELECT DISTINCT j.company_id FROM journeys j WHERE j.id IN (SELECT journey_id FROM old_rows)));
  ELSE
    PERFORM refresh_company_journey_health(ARRAY(SELECT DISTINCT j.company_id FROM journeys j
      WHERE j.id IN (SELECT n.journey_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                     WHERE n.journey_id IS DISTINCT FROM o.journey_id OR n.sent_at IS DISTINCT FROM o.sent_at
                     UNION ALL
                     SELECT o.journey_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                     WHERE n.journey_id IS DISTINCT FROM o.journey_id OR n.sent_at IS DISTINCT FROM o.sent_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Full text over subject, sender and body (email_contents.text), one vector per email.
CREATE FUNCTION email_search_vector(subject text, from_name text, from_address text, body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(subject, '')), 'A')
      || setweight(to_tsvector('english', coalesce(from_name, '') || ' ' || coalesce(from_address, '')), 'B')
      -- A tsvector holds at most 1 MB; the start of a long body is what search needs.
      || setweight(to_tsvector('english', left(coalesce(body, ''), 100000)), 'C')
$$;
--> statement-breakpoint
-- A new email has no content row yet (it references the email); email_contents' trigger adds the body.
CREATE FUNCTION emails_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := email_search_vector(NEW.subject, NEW.from_name, NEW.from_address,
    CASE WHEN TG_OP = 'UPDATE' THEN (SELECT c.text FROM email_contents c WHERE c.email_id = NEW.id) END);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION email_contents_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE emails e SET search_vector = email_search_vector(e.subject, e.from_name, e.from_address, n.text)
  FROM new_rows n WHERE e.id = n.email_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Existing rows first, before the triggers exist, so the backfill does not run them.
UPDATE emails e SET search_vector = email_search_vector(e.subject, e.from_name, e.from_address, c.text)
FROM email_contents c WHERE c.email_id = e.id;
--> statement-breakpoint
UPDATE emails SET search_vector = email_search_vector(subject, from_name, from_address, NULL) WHERE search_vector IS NULL;
--> statement-breakpoint
SELECT refresh_company_journey_health(ARRAY(SELECT DISTINCT company_id FROM journeys));
--> statement-breakpoint
CREATE TRIGGER journeys_health_insert AFTER INSERT ON journeys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journeys_refresh_health();
--> statement-breakpoint
CREATE TRIGGER journeys_health_update AFTER UPDATE ON journeys REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journeys_refresh_health();
--> statement-breakpoint
CREATE TRIGGER journeys_health_delete AFTER DELETE ON journeys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journeys_refresh_health();
--> statement-breakpoint
CREATE TRIGGER emails_health_insert AFTER INSERT ON emails REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emails_refresh_health();
--> statement-breakpoint
CREATE TRIGGER emails_health_update AFTER UPDATE ON emails REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emails_refresh_health();
--> statement-breakpoint
CREATE TRIGGER emails_health_delete AFTER DELETE ON emails REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emails_refresh_health();
--> statement-breakpoint
CREATE TRIGGER emails_search_vector BEFORE INSERT OR UPDATE OF subject, from_name, from_address ON emails
  FOR EACH ROW EXECUTE FUNCTION emails_set_search_vector();
--> statement-breakpoint
CREATE TRIGGER email_contents_search_vector_insert AFTER INSERT ON email_contents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION email_contents_set_search_vector();
--> statement-breakpoint
CREATE TRIGGER email_contents_search_vector_update AFTER UPDATE ON email_contents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION email_contents_set_search_vector();
