-- Money calls run inside the database, one statement each: a posting or a provider's wallet call is one
-- round trip from the platform instead of a dozen, and its locking, idempotency and checks are in one
-- place. A refusal raises SQLSTATE P0001 with the message 'ledger:<key>' or 'wallet:<STATUS>' (the
-- detail says why); the statement then changes nothing.

-- A player's or the house's account, created on first use.
CREATE FUNCTION ledger_account(p_site integer, p_player integer, p_asset text, p_pocket text)
RETURNS integer AS $$
DECLARE
  v_id integer;
BEGIN
  LOOP
    IF p_player IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
       WHERE site_id = p_site AND player_id IS NULL AND asset = p_asset AND pocket = p_pocket;
    ELSE
      SELECT id INTO v_id FROM ledger_accounts
       WHERE site_id = p_site AND player_id = p_player AND asset = p_asset AND pocket = p_pocket;
    END IF;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
    -- A concurrent first use inserts the same account: ours then does nothing and the next pass finds it.
    INSERT INTO ledger_accounts (site_id, player_id, asset, pocket)
    VALUES (p_site, p_player, p_asset, p_pocket)
    ON CONFLICT DO NOTHING;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TYPE ledger_posting AS (
  transaction_id bigint,
  player_id integer,
  kind text,
  asset text,
  amount_minor bigint,
  idempotency_key text,
  reason text,
  created_at timestamptz,
  available_after_minor bigint,
  replayed boolean
);
--> statement-breakpoint
-- The ledger's one posting: p_amount moves from one account to another of one asset, in two entries
-- summing to zero. Player accounts are locked in id order (two postings of one player run one after the
-- other and never deadlock), checked and keep a running balance; house accounts keep none. A key already
-- posted on the site answers that posting (replayed) and posts nothing; the caller compares it.
CREATE FUNCTION ledger_post(
  p_site integer, p_player integer, p_kind text, p_asset text, p_amount bigint, p_key text,
  p_reason text, p_from integer, p_from_player boolean, p_to integer, p_to_player boolean,
  p_at timestamptz
) RETURNS ledger_posting AS $$
DECLARE
  v_result ledger_posting;
  v_from_after bigint;
  v_to_after bigint;
BEGIN
  PERFORM 1 FROM ledger_accounts
   WHERE (id = p_from AND p_from_player) OR (id = p_to AND p_to_player)
   ORDER BY id FOR UPDATE;

  SELECT t.id, t.player_id, t.kind, t.asset, t.amount_minor, t.idempotency_key, t.reason, t.created_at,
         e.balance_after_minor, true
    INTO v_result
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.player_id = t.player_id AND a.pocket = 'available'
   WHERE t.site_id = p_site AND t.idempotency_key = p_key
   LIMIT 1;
  IF FOUND THEN
    RETURN v_result;
  END IF;

  IF p_from_player THEN
    SELECT balance_minor - p_amount INTO v_from_after FROM ledger_accounts WHERE id = p_from;
    IF v_from_after < 0 THEN
      RAISE EXCEPTION USING MESSAGE = 'ledger:insufficientFunds', DETAIL = 'the amount is more than the balance';
    END IF;
  END IF;
  IF p_to_player THEN
    SELECT balance_minor + p_amount INTO v_to_after FROM ledger_accounts WHERE id = p_to;
    -- Balances are read as JavaScript numbers: nothing past 2^53 - 1.
    IF v_to_after > 9007199254740991 THEN
      RAISE EXCEPTION USING MESSAGE = 'ledger:balanceTooLarge', DETAIL = 'the balance would be too large';
    END IF;
  END IF;

  INSERT INTO ledger_transactions (site_id, player_id, kind, asset, amount_minor, idempotency_key, reason, created_at)
  VALUES (p_site, p_player, p_kind, p_asset, p_amount, p_key, p_reason, p_at)
  RETURNING id INTO v_result.transaction_id;
  IF p_from_player THEN
    UPDATE ledger_accounts SET balance_minor = v_from_after WHERE id = p_from;
  END IF;
  IF p_to_player THEN
    UPDATE ledger_accounts SET balance_minor = v_to_after WHERE id = p_to;
  END IF;
  INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, balance_after_minor)
  VALUES (v_result.transaction_id, p_from, -p_amount, v_from_after),
         (v_result.transaction_id, p_to, p_amount, v_to_after);

  v_result.player_id := p_player;
  v_result.kind := p_kind;
  v_result.asset := p_asset;
  v_result.amount_minor := p_amount;
  v_result.idempotency_key := p_key;
  v_result.reason := p_reason;
  v_result.created_at := p_at;
  -- The player's available pocket: the side money left, or else the side it reached.
  v_result.available_after_minor := CASE WHEN p_from_player THEN v_from_after ELSE v_to_after END;
  v_result.replayed := false;
  RETURN v_result;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION wallet_refuse(p_status text, p_detail text) RETURNS void AS $$
BEGIN
  RAISE EXCEPTION USING MESSAGE = 'wallet:' || p_status, DETAIL = p_detail;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The player's site and currency; UNKNOWN_PLAYER when there is no such player.
CREATE FUNCTION wallet_player(p_player integer, OUT site_id integer, OUT account_id text, OUT currency text) AS $$
BEGIN
  SELECT p.site_id, p.account_id, s.currency INTO site_id, account_id, currency
    FROM players p JOIN sites s ON s.id = p.site_id
   WHERE p.id = p_player;
  IF NOT FOUND THEN
    PERFORM wallet_refuse('UNKNOWN_PLAYER', 'no such player');
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Locks the player's game balance for the rest of the call and answers it: the provider's calls of one
-- player run one after the other.
CREATE FUNCTION wallet_lock(p_site integer, p_player integer, OUT account integer, OUT balance bigint) AS $$
BEGIN
  account := ledger_account(p_site, p_player, 'game', 'available');
  SELECT balance_minor INTO balance FROM ledger_accounts WHERE id = account FOR UPDATE;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A bet (debit). The platform has checked the game session, the game and the player's status; this
-- answers a retry, refuses what the round no longer takes, and posts. Answers the balance after it.
CREATE FUNCTION wallet_bet(
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
--> statement-breakpoint
-- A win (credit, zero for a lost round): pays a round that has a bet, even after the game session ended.
-- paid_now is false for a retry; game_name and account_id feed the site's winners.
CREATE FUNCTION wallet_win(
  p_provider text, p_player integer, p_transaction text, p_round text, p_amount bigint, p_currency text,
  p_reason text, p_at timestamptz,
  OUT balance bigint, OUT paid_now boolean, OUT site_id integer, OUT account_id text, OUT game_name text
) AS $$
DECLARE
  v_player record;
  v_lock record;
  v_earlier wallet_transactions;
  v_round game_rounds;
  v_posting ledger_posting;
  v_ledger_id bigint;
BEGIN
  SELECT * INTO v_player FROM wallet_player(p_player);
  IF v_player.currency <> p_currency THEN
    PERFORM wallet_refuse('WRONG_CURRENCY', 'the player plays in ' || v_player.currency);
  END IF;
  site_id := v_player.site_id;
  account_id := v_player.account_id;
  SELECT * INTO v_lock FROM wallet_lock(v_player.site_id, p_player);
  balance := v_lock.balance;
  paid_now := false;

  SELECT * INTO v_earlier FROM wallet_transactions
   WHERE provider_code = p_provider AND transaction_id = p_transaction FOR UPDATE;
  IF FOUND THEN
    IF NOT (v_earlier.kind = 'win' AND v_earlier.player_id = p_player AND v_earlier.round_id = p_round
            AND v_earlier.amount_minor = p_amount) THEN
      PERFORM wallet_refuse('DUPLICATE_TRANSACTION', 'this transaction id was used for another request');
    END IF;
    RETURN;
  END IF;

  SELECT * INTO v_round FROM game_rounds
   WHERE provider_code = p_provider AND round_id = p_round FOR UPDATE;
  IF NOT FOUND OR v_round.player_id <> p_player OR v_round.bet_minor - v_round.refund_minor <= 0 THEN
    PERFORM wallet_refuse('TRANSACTION_NOT_FOUND', 'no bet in this round');
  END IF;
  IF v_round.status = 'closed' THEN
    PERFORM wallet_refuse('ROUND_CLOSED', 'the round has ended');
  END IF;

  IF p_amount > 0 THEN
    v_posting := ledger_post(v_player.site_id, p_player, 'win', 'game', p_amount,
      'wallet:' || p_provider || ':' || p_transaction, p_reason,
      ledger_account(v_player.site_id, NULL, 'game', 'games'), false, v_lock.account, true, p_at);
    balance := v_posting.available_after_minor;
    v_ledger_id := v_posting.transaction_id;
  END IF;
  UPDATE game_rounds SET win_minor = win_minor + p_amount, paid = true WHERE id = v_round.id;
  INSERT INTO wallet_transactions (provider_code, transaction_id, kind, site_id, player_id, round_id, amount_minor, state, ledger_transaction_id, created_at)
  VALUES (p_provider, p_transaction, 'win', v_player.site_id, p_player, p_round, p_amount, 'done', v_ledger_id, p_at);
  paid_now := true;
  game_name := v_round.game_name;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A rollback: refunds a bet by its transaction id while its round has not paid or ended. A bet that never
-- arrived gets a tombstone under its id, so that it is refused if it comes late.
CREATE FUNCTION wallet_rollback(
  p_provider text, p_player integer, p_transaction text, p_reference text, p_round text, p_at timestamptz,
  OUT balance bigint, OUT currency text
) AS $$
DECLARE
  v_player record;
  v_lock record;
  v_earlier wallet_transactions;
  v_bet wallet_transactions;
  v_round game_rounds;
  v_posting ledger_posting;
  v_bet_found boolean;
BEGIN
  SELECT * INTO v_player FROM wallet_player(p_player);
  SELECT * INTO v_lock FROM wallet_lock(v_player.site_id, p_player);
  currency := v_player.currency;
  balance := v_lock.balance;

  SELECT * INTO v_earlier FROM wallet_transactions
   WHERE provider_code = p_provider AND transaction_id = p_transaction FOR UPDATE;
  IF FOUND THEN
    IF NOT (v_earlier.kind = 'rollback' AND v_earlier.player_id = p_player
            AND v_earlier.reference_transaction_id = p_reference) THEN
      PERFORM wallet_refuse('DUPLICATE_TRANSACTION', 'this transaction id was used for another request');
    END IF;
    RETURN;
  END IF;

  SELECT * INTO v_bet FROM wallet_transactions
   WHERE provider_code = p_provider AND transaction_id = p_reference FOR UPDATE;
  v_bet_found := FOUND;
  IF NOT v_bet_found THEN
    INSERT INTO wallet_transactions (provider_code, transaction_id, kind, site_id, player_id, round_id, amount_minor, state, created_at)
    VALUES (p_provider, p_reference, 'bet', v_player.site_id, p_player, p_round, 0, 'tombstone', p_at);
  ELSIF v_bet.kind <> 'bet' OR v_bet.player_id <> p_player THEN
    PERFORM wallet_refuse('TRANSACTION_NOT_FOUND', 'the reference is not a bet of this player');
  END IF;
  IF NOT v_bet_found OR v_bet.state <> 'done' THEN
    -- Never arrived, or already rolled back under another id: nothing to give back.
    INSERT INTO wallet_transactions (provider_code, transaction_id, kind, site_id, player_id, round_id, amount_minor, state, reference_transaction_id, created_at)
    VALUES (p_provider, p_transaction, 'rollback', v_player.site_id, p_player, p_round, 0, 'done', p_reference, p_at);
    RETURN;
  END IF;

  SELECT * INTO v_round FROM game_rounds
   WHERE provider_code = p_provider AND round_id = v_bet.round_id FOR UPDATE;
  IF NOT FOUND OR v_round.paid OR v_round.status = 'closed' THEN
    PERFORM wallet_refuse('ROUND_CLOSED', 'the round already paid out or ended');
  END IF;

  v_posting := ledger_post(v_player.site_id, p_player, 'refund', 'game', v_bet.amount_minor,
    'wallet:' || p_provider || ':' || p_transaction, p_provider || ' rollback of ' || p_reference,
    ledger_account(v_player.site_id, NULL, 'game', 'games'), false, v_lock.account, true, p_at);
  UPDATE wallet_transactions SET state = 'rolled_back' WHERE id = v_bet.id;
  UPDATE game_rounds SET refund_minor = refund_minor + v_bet.amount_minor WHERE id = v_round.id;
  INSERT INTO wallet_transactions (provider_code, transaction_id, kind, site_id, player_id, round_id, amount_minor, state, reference_transaction_id, ledger_transaction_id, created_at)
  VALUES (p_provider, p_transaction, 'rollback', v_player.site_id, p_player, p_round, v_bet.amount_minor, 'done', p_reference, v_posting.transaction_id, p_at);
  balance := v_posting.available_after_minor;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- One money call described as JSON (the platform's wallet batch): its answer as JSON, or the raised error.
CREATE FUNCTION wallet_call(p_call jsonb) RETURNS jsonb AS $$
DECLARE
  v_at timestamptz := (p_call->>'at')::timestamptz;
BEGIN
  CASE p_call->>'call'
    WHEN 'bet' THEN
      RETURN jsonb_build_object('balance', wallet_bet(p_call->>'provider', (p_call->>'site')::integer,
        (p_call->>'player')::integer, p_call->>'transaction', p_call->>'round', p_call->>'game',
        p_call->>'game_name', p_call->>'game_type', (p_call->>'amount')::bigint, p_call->>'reason',
        (p_call->>'touch_session')::integer, v_at));
    WHEN 'win' THEN
      RETURN (SELECT to_jsonb(w) FROM wallet_win(p_call->>'provider', (p_call->>'player')::integer,
        p_call->>'transaction', p_call->>'round', (p_call->>'amount')::bigint, p_call->>'currency',
        p_call->>'reason', v_at) w);
    WHEN 'rollback' THEN
      RETURN (SELECT to_jsonb(r) FROM wallet_rollback(p_call->>'provider', (p_call->>'player')::integer,
        p_call->>'transaction', p_call->>'reference', p_call->>'round', v_at) r);
  END CASE;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Several players' money calls in one statement and one commit (the platform batches the calls that
-- arrive while earlier ones are in the database). Each call runs in a subtransaction of its own: a
-- refusal or failure of one undoes that call alone. Calls run in player order, so two batches take the
-- players' locks in the same order; a player's calls keep their order. A call that raced a concurrent
-- one into a unique key runs once more (it then finds the row that won). Answers one row per call, i
-- being its place in p_calls: {"i", "answer"}, {"i", "refusal", "detail"} or {"i", "error"} (an
-- unexpected SQLSTATE: the platform runs that call again on its own).
CREATE FUNCTION wallet_batch(p_calls jsonb) RETURNS SETOF jsonb AS $$
DECLARE
  v_call record;
  v_result jsonb;
  v_detail text;
BEGIN
  FOR v_call IN
    SELECT value, ordinality - 1 AS i FROM jsonb_array_elements(p_calls) WITH ORDINALITY
     ORDER BY (value->>'player')::integer, ordinality
  LOOP
    FOR attempt IN 1..2 LOOP
      BEGIN
        v_result := jsonb_build_object('i', v_call.i, 'answer', wallet_call(v_call.value));
        EXIT;
      EXCEPTION
        WHEN raise_exception THEN
          GET STACKED DIAGNOSTICS v_detail = PG_EXCEPTION_DETAIL;
          v_result := jsonb_build_object('i', v_call.i, 'refusal', SQLERRM, 'detail', v_detail);
          EXIT;
        WHEN unique_violation THEN
          v_result := jsonb_build_object('i', v_call.i, 'error', SQLSTATE);
        WHEN OTHERS THEN
          v_result := jsonb_build_object('i', v_call.i, 'error', SQLSTATE);
          EXIT;
      END;
    END LOOP;
    RETURN NEXT v_result;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
