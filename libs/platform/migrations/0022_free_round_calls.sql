-- Free rounds (docs/wallet-protocol.md, "Free rounds"): a grant of rounds in one slot, a free round's bet
-- that uses one and takes no money, its rollback that gives it back, and the wheel's free-spin prize.

-- Grants free rounds once per cause (p_key): a second call with the key answers the first grant's id and
-- created = false, and changes nothing.
CREATE FUNCTION free_round_grant(
  p_site integer, p_player integer, p_provider text, p_game text, p_game_name text, p_rounds integer,
  p_bet bigint, p_days integer, p_source text, p_key text, p_at timestamptz,
  OUT id bigint, OUT created boolean
) AS $$
BEGIN
  INSERT INTO free_round_grants (site_id, player_id, provider_code, game_code, game_name, rounds, rounds_left,
                                 bet_minor, source, source_key, created_at, expires_at)
  VALUES (p_site, p_player, p_provider, p_game, p_game_name, p_rounds, p_rounds, p_bet, p_source, p_key, p_at,
          p_at + make_interval(days => p_days))
  ON CONFLICT (source_key) DO NOTHING
  RETURNING free_round_grants.id INTO id;
  created := id IS NOT NULL;
  IF NOT created THEN
    SELECT g.id INTO id FROM free_round_grants g WHERE g.source_key = p_key;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A free round's bet: like wallet_bet (the platform has checked the game session, the game and the
-- player's status; a retry answers the first call; the round must still take bets; a time-out or
-- self-exclusion refuses it) but it takes no money: it uses one round of the player's grant for this game,
-- refusing NO_FREE_ROUNDS when none is left, the grant expired or is not the player's or the game's. The
-- round records a stake of 0 and one free bet. Answers the balance and the grant's rounds left.
CREATE FUNCTION free_round_bet(
  p_provider text, p_site integer, p_player integer, p_transaction text, p_round text, p_game text,
  p_game_name text, p_game_type text, p_amount bigint, p_grant bigint, p_touch_session integer,
  p_at timestamptz, OUT balance bigint, OUT rounds_left integer
) AS $$
DECLARE
  v_lock record;
  v_earlier wallet_transactions;
  v_round game_rounds;
  v_grant free_round_grants;
BEGIN
  SELECT * INTO v_lock FROM wallet_lock(p_site, p_player);
  balance := v_lock.balance;
  SELECT * INTO v_earlier FROM wallet_transactions
   WHERE provider_code = p_provider AND transaction_id = p_transaction FOR UPDATE;
  IF FOUND THEN
    IF v_earlier.kind = 'bet' AND v_earlier.state <> 'done' AND v_earlier.player_id = p_player THEN
      PERFORM wallet_refuse('TRANSACTION_ROLLED_BACK', 'this bet was rolled back');
    END IF;
    IF NOT (v_earlier.kind = 'bet' AND v_earlier.player_id = p_player AND v_earlier.round_id = p_round
            AND v_earlier.free_round_grant_id IS NOT DISTINCT FROM p_grant) THEN
      PERFORM wallet_refuse('DUPLICATE_TRANSACTION', 'this transaction id was used for another request');
    END IF;
    SELECT g.rounds_left INTO rounds_left FROM free_round_grants g WHERE g.id = p_grant;
    RETURN;
  END IF;

  SELECT * INTO v_round FROM game_rounds
   WHERE provider_code = p_provider AND round_id = p_round FOR UPDATE;
  IF FOUND AND v_round.player_id <> p_player THEN
    PERFORM wallet_refuse('INVALID_REQUEST', 'the round belongs to another player');
  END IF;
  IF FOUND AND (v_round.status = 'closed' OR v_round.paid) THEN
    PERFORM wallet_refuse('ROUND_CLOSED', 'the round has ended');
  END IF;
  -- A time-out or self-exclusion stops free rounds too; they add nothing to a loss.
  PERFORM protection_check_bet(p_player, 0, p_at);

  SELECT * INTO v_grant FROM free_round_grants WHERE id = p_grant FOR UPDATE;
  IF NOT FOUND OR v_grant.player_id <> p_player OR v_grant.provider_code <> p_provider
     OR v_grant.game_code <> p_game THEN
    PERFORM wallet_refuse('NO_FREE_ROUNDS', 'no such free rounds for this player and game');
  END IF;
  IF v_grant.rounds_left <= 0 OR v_grant.expires_at <= p_at THEN
    PERFORM wallet_refuse('NO_FREE_ROUNDS', 'the free rounds are used up or expired');
  END IF;
  IF p_amount > v_grant.bet_minor THEN
    PERFORM wallet_refuse('INVALID_REQUEST', 'a free round stakes at most ' || v_grant.bet_minor);
  END IF;

  UPDATE free_round_grants
     SET rounds_left = free_round_grants.rounds_left - 1,
         used_at = CASE WHEN free_round_grants.rounds_left = 1 THEN p_at END
   WHERE id = v_grant.id
  RETURNING free_round_grants.rounds_left INTO rounds_left;
  IF v_round.id IS NULL THEN
    INSERT INTO game_rounds (provider_code, round_id, site_id, player_id, game_code, game_name, game_type, bet_minor, free_bets, started_at)
    VALUES (p_provider, p_round, p_site, p_player, p_game, p_game_name, p_game_type, 0, 1, p_at);
  ELSE
    UPDATE game_rounds SET free_bets = free_bets + 1 WHERE id = v_round.id;
  END IF;
  INSERT INTO wallet_transactions (provider_code, transaction_id, kind, site_id, player_id, round_id, amount_minor, state, free_round_grant_id, created_at)
  VALUES (p_provider, p_transaction, 'bet', p_site, p_player, p_round, 0, 'done', v_grant.id, p_at);
  IF p_touch_session IS NOT NULL THEN
    UPDATE game_sessions SET last_used_at = p_at WHERE id = p_touch_session;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A win, as 0007 wrote it, except that a round of free rounds (no money staked) takes a win too.
CREATE OR REPLACE FUNCTION wallet_win(
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
  IF NOT FOUND OR v_round.player_id <> p_player
     OR (v_round.bet_minor - v_round.refund_minor <= 0 AND v_round.free_bets = 0) THEN
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
-- A rollback, as 0007 wrote it, except that a free round's bet gives its round back to the grant (unless
-- the grant has expired) and moves no money.
CREATE OR REPLACE FUNCTION wallet_rollback(
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

  IF v_bet.free_round_grant_id IS NOT NULL THEN
    UPDATE free_round_grants SET rounds_left = rounds_left + 1, used_at = NULL
     WHERE id = v_bet.free_round_grant_id AND expires_at > p_at;
    UPDATE wallet_transactions SET state = 'rolled_back' WHERE id = v_bet.id;
    UPDATE game_rounds SET free_bets = free_bets - 1 WHERE id = v_round.id;
    INSERT INTO wallet_transactions (provider_code, transaction_id, kind, site_id, player_id, round_id, amount_minor, state, reference_transaction_id, created_at)
    VALUES (p_provider, p_transaction, 'rollback', v_player.site_id, p_player, p_round, 0, 'done', p_reference, p_at);
    RETURN;
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
-- One money call described as JSON, as 0007 wrote it plus the free round's bet ('free_bet').
CREATE OR REPLACE FUNCTION wallet_call(p_call jsonb) RETURNS jsonb AS $$
DECLARE
  v_at timestamptz := (p_call->>'at')::timestamptz;
BEGIN
  CASE p_call->>'call'
    WHEN 'bet' THEN
      RETURN jsonb_build_object('balance', wallet_bet(p_call->>'provider', (p_call->>'site')::integer,
        (p_call->>'player')::integer, p_call->>'transaction', p_call->>'round', p_call->>'game',
        p_call->>'game_name', p_call->>'game_type', (p_call->>'amount')::bigint, p_call->>'reason',
        (p_call->>'touch_session')::integer, v_at));
    WHEN 'free_bet' THEN
      RETURN (SELECT to_jsonb(f) FROM free_round_bet(p_call->>'provider', (p_call->>'site')::integer,
        (p_call->>'player')::integer, p_call->>'transaction', p_call->>'round', p_call->>'game',
        p_call->>'game_name', p_call->>'game_type', (p_call->>'amount')::bigint, (p_call->>'grant')::bigint,
        (p_call->>'touch_session')::integer, v_at) f);
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
-- Settles an open token round, as 0016 wrote it plus the free-spin prize: prize_amount free rounds in the
-- slot the landed segment names in the wheel as played (params.wheel[outcome].prize), granted once per
-- round (its key is the round's).
CREATE OR REPLACE FUNCTION minigame_settle(p_round bigint, p_at timestamptz) RETURNS text AS $$
DECLARE
  v minigame_rounds;
  v_asset text;
  v_spins jsonb;
BEGIN
  SELECT * INTO v FROM minigame_rounds WHERE id = p_round;
  IF NOT FOUND THEN
    RETURN 'missing';
  END IF;
  PERFORM wallet_lock(v.site_id, v.player_id);
  SELECT * INTO v FROM minigame_rounds WHERE id = p_round FOR UPDATE;
  IF v.state = 'settled' THEN
    RETURN 'settled';
  END IF;
  IF v.stake > 0 THEN
    PERFORM ledger_post(v.site_id, v.player_id, 'tokenStake', 'token', v.stake, 'minigame:' || v.id || ':stake',
      v.game || ' round ' || v.id || ': stake',
      ledger_account(v.site_id, v.player_id, 'token', 'frozen'), true,
      ledger_account(v.site_id, NULL, 'token', 'bonus'), false, p_at);
  END IF;
  IF v.prize_kind = 'freeSpins' AND v.prize_amount > 0 THEN
    v_spins := v.params->'wheel'->v.outcome->'prize';
    PERFORM free_round_grant(v.site_id, v.player_id, v_spins->>'provider_code', v_spins->>'game_code',
      COALESCE((SELECT g.game_name FROM games g WHERE g.provider_code = v_spins->>'provider_code'
                 AND g.game_code = v_spins->>'game_code'), v_spins->>'game_code'),
      v.prize_amount::integer, (v_spins->>'bet_minor')::bigint, (v_spins->>'valid_days')::integer,
      'wheel', 'minigame:' || v.id, p_at);
  ELSIF v.prize_kind IN ('tokens', 'cash') AND v.prize_amount > 0 THEN
    v_asset := CASE v.prize_kind WHEN 'tokens' THEN 'token' ELSE 'game' END;
    PERFORM ledger_post(v.site_id, v.player_id, 'minigamePrize', v_asset, v.prize_amount,
      'minigame:' || v.id || ':prize', v.game || ' round ' || v.id || ': prize',
      ledger_account(v.site_id, NULL, v_asset, 'bonus'), false,
      ledger_account(v.site_id, v.player_id, v_asset, 'available'), true, p_at);
  END IF;
  UPDATE minigame_rounds SET state = 'settled', settled_at = p_at WHERE id = v.id;
  RETURN 'settled';
END;
$$ LANGUAGE plpgsql;
