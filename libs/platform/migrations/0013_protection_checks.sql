-- Player protection inside the database: the limits in force at a moment, the totals of a rolling window,
-- and the checks of a deposit and of a bet. A bet is checked here, in wallet_bet (replaced below: 0007's
-- function plus one line), and not by the platform before the call: wallet_bet has locked the player's
-- balance, so concurrent bets of one player are checked one after the other against the ledger as it is,
-- and two bets can never pass a loss limit together, in one statement and with no extra round trip. A
-- deposit's check locks the player's deposit limits for the transaction that inserts the deposit. A
-- refusal raises SQLSTATE P0001 ('wallet:<STATUS>' or 'cashier:<key>', the detail says why) and changes
-- nothing.

-- A limit's value at p_at: a pending change (an increase or a removal) applies from its effective time on.
CREATE FUNCTION protection_limit_value(
  p_value bigint, p_pending bigint, p_pending_at timestamptz, p_at timestamptz
) RETURNS bigint AS $$
  SELECT CASE WHEN p_pending_at IS NOT NULL AND p_pending_at <= p_at THEN p_pending ELSE p_value END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The length of a limit's rolling window.
CREATE FUNCTION protection_window(p_period text) RETURNS interval AS $$
  SELECT CASE p_period
    WHEN '24h' THEN interval '24 hours'
    WHEN '7d' THEN interval '7 days'
    WHEN '30d' THEN interval '30 days'
  END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- When the player's time-out or self-exclusion in force at p_at ends; null when none is.
CREATE FUNCTION protection_excluded_until(p_player integer, p_at timestamptz) RETURNS timestamptz AS $$
  SELECT max(ends_at) FROM player_exclusions
   WHERE player_id = p_player AND ends_at > p_at AND starts_at <= p_at;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- What the player bet, and was paid back in wins and refunds, of the game balance after p_since.
CREATE FUNCTION protection_play_totals(
  p_player integer, p_since timestamptz, OUT bets bigint, OUT returned bigint
) AS $$
  SELECT COALESCE(SUM(amount_minor) FILTER (WHERE kind = 'bet'), 0)::bigint,
         COALESCE(SUM(amount_minor) FILTER (WHERE kind <> 'bet'), 0)::bigint
    FROM ledger_transactions
   WHERE player_id = p_player AND created_at > p_since AND asset = 'game'
     AND kind IN ('bet', 'win', 'refund');
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The player's net loss after p_since: bets less wins less refunds (negative when the player is ahead).
CREATE FUNCTION protection_net_loss(p_player integer, p_since timestamptz) RETURNS bigint AS $$
  SELECT bets - returned FROM protection_play_totals(p_player, p_since);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- What the player deposited after p_since: deposits started, waiting at the PSP or credited (without fees).
CREATE FUNCTION protection_deposited(p_player integer, p_since timestamptz) RETURNS bigint AS $$
  SELECT COALESCE(SUM(amount_minor), 0)::bigint FROM deposits
   WHERE player_id = p_player AND created_at > p_since AND state IN ('created', 'pending', 'completed');
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Refuses a deposit of p_amount that would take the deposits of a window past a deposit limit in force
-- (exactly at the limit passes). The detail is '<period>:<minor units still allowed>'. The player's
-- deposit limits stay locked until the caller's transaction, which inserts the deposit, ends: two deposits
-- of one player at once are checked one after the other, the second seeing the first.
CREATE FUNCTION protection_check_deposit(p_player integer, p_amount bigint, p_at timestamptz)
RETURNS void AS $$
DECLARE
  v_limit record;
  v_used bigint;
BEGIN
  PERFORM 1 FROM player_limits WHERE player_id = p_player AND kind = 'deposit' ORDER BY id FOR UPDATE;
  FOR v_limit IN
    SELECT period, protection_limit_value(value, pending_value, pending_effective_at, p_at) AS amount
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
-- Refuses a bet during the player's time-out or self-exclusion (PLAYER_EXCLUDED), or one that would take
-- the net loss of a window past a loss limit in force (LOSS_LIMIT_REACHED; exactly at the limit passes).
-- Called by wallet_bet with the player's balance locked.
CREATE FUNCTION protection_check_bet(p_player integer, p_amount bigint, p_at timestamptz) RETURNS void AS $$
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
    SELECT period, protection_limit_value(value, pending_value, pending_effective_at, p_at) AS amount
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
--> statement-breakpoint
-- A bet (debit), as 0007 wrote it plus the player's protection: the platform has checked the game session,
-- the game and the player's status; this answers a retry, refuses what the round no longer takes, a bet
-- during a time-out or self-exclusion or past a loss limit, and posts. Answers the balance after it.
CREATE OR REPLACE FUNCTION wallet_bet(
  p_provider text, p_site integer, p_player integer, p_transaction text, p_round text, p_game text,
  p_game_name text, p_game_type text, p_amount bigint, p_reason text, p_touch_session integer,
  p_at timestamptz
) RETURNS bigint AS $$
DECLARE
  v_lock record;
  v_earlier wallet_transactions;
  v_round game_rounds;
  v_posting ledger_posting;
BEGIN
  SELECT * INTO v_lock FROM wallet_lock(p_site, p_player);
  SELECT * INTO v_earlier FROM wallet_transactions
   WHERE provider_code = p_provider AND transaction_id = p_transaction FOR UPDATE;
  IF FOUND THEN
    IF v_earlier.kind = 'bet' AND v_earlier.state <> 'done' AND v_earlier.player_id = p_player THEN
      PERFORM wallet_refuse('TRANSACTION_ROLLED_BACK', 'this bet was rolled back');
    END IF;
    IF NOT (v_earlier.kind = 'bet' AND v_earlier.player_id = p_player AND v_earlier.round_id = p_round
            AND v_earlier.amount_minor = p_amount) THEN
      PERFORM wallet_refuse('DUPLICATE_TRANSACTION', 'this transaction id was used for another request');
    END IF;
    RETURN v_lock.balance;
  END IF;

  SELECT * INTO v_round FROM game_rounds
   WHERE provider_code = p_provider AND round_id = p_round FOR UPDATE;
  IF FOUND AND v_round.player_id <> p_player THEN
    PERFORM wallet_refuse('INVALID_REQUEST', 'the round belongs to another player');
  END IF;
  IF FOUND AND (v_round.status = 'closed' OR v_round.paid) THEN
    PERFORM wallet_refuse('ROUND_CLOSED', 'the round has ended');
  END IF;
  PERFORM protection_check_bet(p_player, p_amount, p_at);
  IF v_lock.balance < p_amount THEN
    PERFORM wallet_refuse('INSUFFICIENT_FUNDS', 'the bet is more than the balance');
  END IF;

  v_posting := ledger_post(p_site, p_player, 'bet', 'game', p_amount,
    'wallet:' || p_provider || ':' || p_transaction, p_reason,
    v_lock.account, true, ledger_account(p_site, NULL, 'game', 'games'), false, p_at);
  IF v_round.id IS NULL THEN
    INSERT INTO game_rounds (provider_code, round_id, site_id, player_id, game_code, game_name, game_type, bet_minor, started_at)
    VALUES (p_provider, p_round, p_site, p_player, p_game, p_game_name, p_game_type, p_amount, p_at);
  ELSE
    UPDATE game_rounds SET bet_minor = bet_minor + p_amount WHERE id = v_round.id;
  END IF;
  INSERT INTO wallet_transactions (provider_code, transaction_id, kind, site_id, player_id, round_id, amount_minor, state, ledger_transaction_id, created_at)
  VALUES (p_provider, p_transaction, 'bet', p_site, p_player, p_round, p_amount, 'done', v_posting.transaction_id, p_at);
  IF p_touch_session IS NOT NULL THEN
    UPDATE game_sessions SET last_used_at = p_at WHERE id = p_touch_session;
  END IF;
  RETURN v_posting.available_after_minor;
END;
$$ LANGUAGE plpgsql;
