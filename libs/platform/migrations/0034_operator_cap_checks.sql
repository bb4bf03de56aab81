-- Operator caps (player_limits.operator_cap, migration 0033) in the database's checks: the limit in force is
-- the lower of the player's own value at the moment and the cap (LEAST skips a null, so either alone binds).
-- The deposit and bet checks below are 0013's bodies with only the limit's value read this way.

-- A limit's value at p_at with the operator's cap: the player's own (a pending change applies from its
-- effective time on, as the four-argument form says) or the cap, whichever is lower; null when neither is set.
CREATE FUNCTION protection_limit_value(
  p_value bigint, p_pending bigint, p_pending_at timestamptz, p_cap bigint, p_at timestamptz
) RETURNS bigint AS $$
  SELECT LEAST(protection_limit_value(p_value, p_pending, p_pending_at, p_at), p_cap);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION protection_check_deposit(p_player integer, p_amount bigint, p_at timestamptz)
RETURNS void AS $$
DECLARE
  v_limit record;
  v_used bigint;
BEGIN
  PERFORM 1 FROM player_limits WHERE player_id = p_player AND kind = 'deposit' ORDER BY id FOR UPDATE;
  FOR v_limit IN
    SELECT period, protection_limit_value(value, pending_value, pending_effective_at, operator_cap, p_at) AS amount
      FROM player_limits WHERE player_id = p_player AND kind = 'deposit'
     ORDER BY id
  LOOP
    CONTINUE WHEN v_limit.amount IS NULL;
    v_used := protection_deposited(p_player, p_at - protection_window(v_limit.period));
    IF v_used + p_amount > v_limit.amount THEN
      RAISE EXCEPTION USING MESSAGE = 'cashier:depositLimitReached',
        DETAIL = v_limit.period || ':' || GREATEST(v_limit.amount - v_used, 0);
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION protection_check_bet(p_player integer, p_amount bigint, p_at timestamptz) RETURNS void AS $$
DECLARE
  v_until timestamptz;
  v_limit record;
BEGIN
  v_until := protection_excluded_until(p_player, p_at);
  IF v_until IS NOT NULL THEN
    PERFORM wallet_refuse('PLAYER_EXCLUDED', 'the player is on a time-out or self-exclusion until '
      || to_char(v_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
  END IF;
  FOR v_limit IN
    SELECT period, protection_limit_value(value, pending_value, pending_effective_at, operator_cap, p_at) AS amount
      FROM player_limits WHERE player_id = p_player AND kind = 'loss'
     ORDER BY id
  LOOP
    IF v_limit.amount IS NOT NULL
       AND protection_net_loss(p_player, p_at - protection_window(v_limit.period)) + p_amount > v_limit.amount THEN
      PERFORM wallet_refuse('LOSS_LIMIT_REACHED',
        'the bet would take the player''s net loss of the last ' || v_limit.period || ' past their loss limit');
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
