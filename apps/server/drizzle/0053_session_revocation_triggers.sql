-- HAND-WRITTEN (triggers are not in Drizzle's schema; re-append as it is when renumbering):
-- Every write that ends a live session's access announces it on the server events channel at
-- commit, whoever makes it (logout, organisation switch, an expiry moved, a membership removed,
-- a user deleted, an operator's SQL): each instance then drops its cached sessions and closes the
-- open event streams concerned (decision 076). Already-expired sessions (the hourly purge) and
-- last_seen_at touches announce nothing.
CREATE FUNCTION announce_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('logi_server_events', json_build_object('revocation',
    json_build_object('kind', 'session.changed', 'tokenHash', OLD.token_hash))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_change
  AFTER UPDATE OF token_hash, user_id, organisation_id, expires_at OR DELETE ON sessions
  FOR EACH ROW WHEN (OLD.expires_at > now())
  EXECUTE FUNCTION announce_session_changed();
--> statement-breakpoint
CREATE FUNCTION announce_membership_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('logi_server_events', json_build_object('revocation',
    json_build_object('kind', 'membership.removed', 'userId', OLD.user_id,
      'organisationIds', json_build_array(OLD.organisation_id)))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organisation_user_announce_removal
  AFTER UPDATE OF user_id, organisation_id OR DELETE ON organisation_user
  FOR EACH ROW EXECUTE FUNCTION announce_membership_removed();
