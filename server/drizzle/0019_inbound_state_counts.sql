CREATE TABLE "inbound_state_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_state_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"state" "inbound_state" NOT NULL,
	"messages" bigint NOT NULL
);
--> statement-breakpoint
-- Messages per state, kept as changes by the statements that change them (the inbound status reads
-- their sum). A statement appends one row per state whose count it changed; nothing is updated in
-- place, so transactions changing states side by side never wait on one another here. About every
-- 64th row appended, the rows no other transaction holds are folded into one a state (a row locked
-- by another fold is skipped, never waited for): the sum stays a few dozen rows.
CREATE FUNCTION inbound_messages_count_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold boolean;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM inbound_state_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    WITH appended AS (
      INSERT INTO inbound_state_counts (state, messages) SELECT state, count(*) FROM new_rows GROUP BY state RETURNING id
    ) SELECT bool_or(id % 64 = 0) INTO fold FROM appended;
  ELSIF TG_OP = 'DELETE' THEN
    WITH appended AS (
      INSERT INTO inbound_state_counts (state, messages) SELECT state, -count(*) FROM old_rows GROUP BY state RETURNING id
    ) SELECT bool_or(id % 64 = 0) INTO fold FROM appended;
  ELSE
    WITH appended AS (
      INSERT INTO inbound_state_counts (state, messages)
      SELECT state, sum(change) FROM (
        SELECT state, 1 AS change FROM new_rows UNION ALL SELECT state, -1 FROM old_rows
      ) changes GROUP BY state HAVING sum(change) <> 0
      RETURNING id
    ) SELECT bool_or(id % 64 = 0) INTO fold FROM appended;
  END IF;
  IF fold THEN
    WITH folded AS (
      DELETE FROM inbound_state_counts
      WHERE id IN (SELECT id FROM inbound_state_counts FOR UPDATE SKIP LOCKED)
      RETURNING state, messages
    )
    INSERT INTO inbound_state_counts (state, messages)
    SELECT state, sum(messages) FROM folded GROUP BY state HAVING sum(messages) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inbound_messages_count_inserted AFTER INSERT ON inbound_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbound_messages_count_states();
--> statement-breakpoint
CREATE TRIGGER inbound_messages_count_updated AFTER UPDATE ON inbound_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbound_messages_count_states();
--> statement-breakpoint
CREATE TRIGGER inbound_messages_count_deleted AFTER DELETE ON inbound_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inbound_messages_count_states();
--> statement-breakpoint
CREATE TRIGGER inbound_messages_count_truncated AFTER TRUNCATE ON inbound_messages
  FOR EACH STATEMENT EXECUTE FUNCTION inbound_messages_count_states();
--> statement-breakpoint
-- The messages already there (the triggers above hold writers off until this migration commits).
INSERT INTO inbound_state_counts (state, messages) SELECT state, count(*) FROM inbound_messages GROUP BY state;
