-- Custom SQL migration file, put your code below! --
-- The token games' money paths and the tokens real play earns, each one statement (as the wallet's in
-- 0007 and the cashier's in 0010): a round opens in one statement (its nonce taken, its outcome stored,
-- its stake frozen) and settles in a second (the stake spent, the prize paid), every posting under a key
-- derived from the round id, so a process killed between the two leaves an open round that the next call
-- or the sweep settles exactly once. A bet's tokens are earned inside wallet_bet, in the bet's own
-- transaction, under a key derived from the bet's.
--
-- Lock order: every function here that touches more than one of a player's accounts first locks the
-- player's game balance (wallet_lock, as wallet_bet does), so the token games, the wallet's bets (which
-- now also credit tokens) and the cashier never wait on each other in a cycle.

-- Whether a site has its rewards on: sites.settings.gamify_status (a new site's is off, as
-- site-settings.ts's defaultSiteSettings says).
CREATE FUNCTION rewards_enabled(p_site integer) RETURNS boolean AS $$
  SELECT coalesce((SELECT settings->'gamify_status' = 'true'::jsonb FROM sites WHERE id = p_site), false);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- What real play earns on a site: `tokens` for every `per_minor` wagered, from site_rewards.settings.
-- Absent, the default is 1 token per 10000 minor units: the same default as DEFAULT_REWARDS_SETTINGS in
-- libs/platform/src/lib/rewards/rewards-settings.ts (change both together).
CREATE FUNCTION rewards_tokens_per_wager(p_site integer, OUT tokens bigint, OUT per_minor bigint) AS $$
  SELECT coalesce((w->>'tokens')::bigint, 1), coalesce((w->>'per_minor')::bigint, 10000)
    FROM (SELECT (SELECT settings->'tokens_per_wager' FROM site_rewards WHERE site_id = p_site) AS w) s;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Credits the tokens a bet of p_wagered earns, carrying what is below a whole unit in token_earnings.
-- Called by wallet_bet after its posting (the player's game balance locked), never for a retried bet
-- (wallet_bet answers a retry before posting); the key 'earn:' || the bet's ledger key is a second guard.
-- A site with its rewards off earns nothing. Answers the tokens credited.
CREATE FUNCTION rewards_earn_tokens(
  p_site integer, p_player integer, p_wagered bigint, p_bet_key text, p_at timestamptz
) RETURNS bigint AS $$
DECLARE
  v_rate record;
  v_carry bigint;
  v_tokens bigint;
BEGIN
  IF p_wagered <= 0 OR NOT rewards_enabled(p_site) THEN
    RETURN 0;
  END IF;
  SELECT * INTO v_rate FROM rewards_tokens_per_wager(p_site);
  IF v_rate.tokens <= 0 OR v_rate.per_minor <= 0 THEN
    RETURN 0;
  END IF;
  INSERT INTO token_earnings (player_id) VALUES (p_player) ON CONFLICT (player_id) DO NOTHING;
  SELECT carry_minor + p_wagered INTO v_carry FROM token_earnings WHERE player_id = p_player FOR UPDATE;
  v_tokens := (v_carry / v_rate.per_minor) * v_rate.tokens;
  UPDATE token_earnings SET carry_minor = v_carry % v_rate.per_minor, earned = earned + v_tokens
   WHERE player_id = p_player;
  IF v_tokens > 0 THEN
    PERFORM ledger_post(p_site, p_player, 'tokenEarn', 'token', v_tokens, 'earn:' || p_bet_key,
      'tokens earned by play', ledger_account(p_site, NULL, 'token', 'bonus'), false,
      ledger_account(p_site, p_player, 'token', 'available'), true, p_at);
  END IF;
  RETURN v_tokens;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A bet (debit), as 0013 wrote it plus the tokens the bet earns (rewards_earn_tokens, the one line after
-- the wallet_transactions insert): the platform has checked the game session, the game and the player's
-- status; this answers a retry, refuses what the round no longer takes, a bet during a time-out or
-- self-exclusion or past a loss limit, and posts. Answers the balance after it.
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
  PERFORM rewards_earn_tokens(p_site, p_player, p_amount, 'wallet:' || p_provider || ':' || p_transaction, p_at);
  IF p_touch_session IS NOT NULL THEN
    UPDATE game_sessions SET last_used_at = p_at WHERE id = p_touch_session;
  END IF;
  RETURN v_posting.available_after_minor;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Settles an open round in one statement: its frozen stake goes to the house, its prize (tokens, or cash
-- in minor units of the site currency to the game balance) to the player, and it is marked settled. A
-- round already settled is left as it is: called again after a crash, by the next call of the player and
-- by the sweep at once, a round settles exactly once. Answers 'settled' or 'missing'.
CREATE FUNCTION minigame_settle(p_round bigint, p_at timestamptz) RETURNS text AS $$
DECLARE
  v minigame_rounds;
  v_asset text;
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
  IF v.prize_kind <> 'nothing' AND v.prize_amount > 0 THEN
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
--> statement-breakpoint
-- Opens a token round in one statement. The platform has read the player's active seeds, computed the
-- outcome of nonce p_nonce (HMAC-SHA256 in Node, docs/fairness.md) and the prize; this takes that nonce
-- only if it is still the seeds' next one and the seeds are not revealed (else 'stale': the platform reads
-- the seeds again and recomputes), stores the round 'open' and freezes the stake. A request id the player
-- used before answers that round ('replayed') and does nothing; a second free spin on one site-time-zone
-- day answers 'freeSpinUsed'. Too few tokens raise ledger_post's 'ledger:insufficientFunds': the whole
-- statement is undone, the nonce included. Rounds of the player still open (left by a crash between a
-- round's two statements) are settled first, in the same statement.
CREATE FUNCTION minigame_open(
  p_site integer, p_player integer, p_request text, p_game text, p_seed integer, p_nonce integer,
  p_stake bigint, p_free_day text, p_params jsonb, p_outcome integer, p_multiplier integer,
  p_won boolean, p_prize_kind text, p_prize_amount bigint, p_at timestamptz,
  OUT status text, OUT round_id bigint
) AS $$
BEGIN
  -- One player's rounds open one after the other; each statement below sees the ones committed before.
  PERFORM wallet_lock(p_site, p_player);
  PERFORM minigame_settle(id, p_at) FROM minigame_rounds
   WHERE player_id = p_player AND state = 'open' ORDER BY id;
  SELECT id INTO round_id FROM minigame_rounds WHERE player_id = p_player AND request_id = p_request;
  IF FOUND THEN
    status := 'replayed';
    RETURN;
  END IF;
  IF p_free_day IS NOT NULL AND EXISTS (
    SELECT 1 FROM minigame_rounds WHERE player_id = p_player AND free AND free_day = p_free_day
  ) THEN
    status := 'freeSpinUsed';
    RETURN;
  END IF;
  UPDATE fairness_seeds SET next_nonce = next_nonce + 1
   WHERE id = p_seed AND player_id = p_player AND revealed_at IS NULL AND next_nonce = p_nonce;
  IF NOT FOUND THEN
    status := 'stale';
    RETURN;
  END IF;
  INSERT INTO minigame_rounds (site_id, player_id, request_id, game, seed_id, nonce, stake, free, free_day,
                               params, outcome, multiplier_bp, won, prize_kind, prize_amount, state, created_at)
  VALUES (p_site, p_player, p_request, p_game, p_seed, p_nonce, p_stake, p_free_day IS NOT NULL, p_free_day,
          p_params, p_outcome, p_multiplier, p_won, p_prize_kind, p_prize_amount, 'open', p_at)
  RETURNING id INTO round_id;
  IF p_stake > 0 THEN
    PERFORM ledger_post(p_site, p_player, 'tokenFreeze', 'token', p_stake, 'minigame:' || round_id || ':freeze',
      p_game || ' round ' || round_id || ': stake held',
      ledger_account(p_site, p_player, 'token', 'available'), true,
      ledger_account(p_site, p_player, 'token', 'frozen'), true, p_at);
  END IF;
  status := 'opened';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Ends a player's seeds in use (revealing the server seed) and starts new ones, in one statement. A round
-- opening at the same moment either took its nonce before (and is counted in the revealed seeds'
-- next_nonce) or finds the seeds revealed and reads the new ones. Answers the revealed seeds' id (null
-- when the player had none) and the new seeds' id.
CREATE FUNCTION fairness_rotate(
  p_site integer, p_player integer, p_server_seed text, p_server_seed_hash text, p_client_seed text,
  p_at timestamptz, OUT revealed_id integer, OUT active_id integer
) AS $$
BEGIN
  UPDATE fairness_seeds SET revealed_at = p_at WHERE player_id = p_player AND revealed_at IS NULL
  RETURNING id INTO revealed_id;
  INSERT INTO fairness_seeds (site_id, player_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
  VALUES (p_site, p_player, p_server_seed, p_server_seed_hash, p_client_seed, 0, p_at)
  RETURNING id INTO active_id;
END;
$$ LANGUAGE plpgsql;
