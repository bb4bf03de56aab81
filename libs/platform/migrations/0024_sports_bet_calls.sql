-- The sportsbook's money paths, one statement each (as the wallet's and the cashier's are): placing a bet,
-- settling it, cashing it out. A refusal raises SQLSTATE P0001 with the message 'sports:<key>' (or the
-- 'ledger:' / 'wallet:' ones of the functions called); the statement then changes nothing.

CREATE FUNCTION sports_refuse(p_key text, p_detail text) RETURNS void AS $$
BEGIN
  RAISE EXCEPTION USING MESSAGE = 'sports:' || p_key, DETAIL = p_detail;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Checks that each price of p_lines ([{line_id, odds}]) still stands as sent, and locks it (FOR SHARE) so
-- the feed's next move of it waits until the caller commits. Refuses with p_changed when one moved,
-- marketSuspended / marketClosed when one takes no bets.
CREATE FUNCTION sports_hold_prices(p_lines jsonb, p_changed text, p_at timestamptz) RETURNS void AS $$
DECLARE
  v_leg record;
  v_line record;
BEGIN
  FOR v_leg IN
    SELECT (e->>'line_id')::integer AS line_id, (e->>'odds')::numeric AS odds
      FROM jsonb_array_elements(p_lines) e
     ORDER BY 1
  LOOP
    SELECT l.odds, l.suspended, l.closed, m.status, m.suspended AS match_suspended, m.kickoff_at
      INTO v_line
      FROM odds_lines l JOIN sport_matches m ON m.id = l.match_id
     WHERE l.id = v_leg.line_id
       FOR SHARE OF l;
    IF NOT FOUND OR v_line.closed OR v_line.status NOT IN ('scheduled', 'live', 'half_time') THEN
      PERFORM sports_refuse('marketClosed', 'line ' || v_leg.line_id || ' takes no bets');
    END IF;
    -- Kicked off while the feed has not reported it yet: the pre-match price no longer holds.
    IF v_line.suspended OR v_line.match_suspended
       OR (v_line.status = 'scheduled' AND v_line.kickoff_at <= p_at) THEN
      PERFORM sports_refuse('marketSuspended', 'line ' || v_leg.line_id || ' is suspended');
    END IF;
    IF v_line.odds <> v_leg.odds THEN
      PERFORM sports_refuse(p_changed, 'line ' || v_leg.line_id || ' is now at ' || v_line.odds);
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Places a bet: answers the bet (replayed when the request id placed it before with the same content).
-- The platform has checked the stake, the legs and the limits of the site; this holds the prices, checks
-- the player's protection and balance, writes the bet and its legs and posts the stake, all at once.
CREATE FUNCTION sports_bet_place(
  p_site integer, p_player integer, p_public text, p_request text, p_hash text, p_kind text,
  p_stake bigint, p_odds numeric, p_potential bigint, p_legs jsonb, p_reason text, p_at timestamptz,
  OUT o_bet bigint, OUT o_replayed boolean
) AS $$
DECLARE
  v_lock record;
  v_earlier sports_bets;
BEGIN
  SELECT * INTO v_lock FROM wallet_lock(p_site, p_player);
  SELECT * INTO v_earlier FROM sports_bets WHERE player_id = p_player AND request_id = p_request;
  IF FOUND THEN
    IF v_earlier.request_hash <> p_hash THEN
      PERFORM sports_refuse('requestConflict', 'this request id placed another bet');
    END IF;
    o_bet := v_earlier.id;
    o_replayed := true;
    RETURN;
  END IF;
  PERFORM sports_hold_prices(p_legs, 'priceChanged', p_at);
  PERFORM protection_check_bet(p_player, p_stake, p_at);
  IF v_lock.balance < p_stake THEN
    PERFORM sports_refuse('insufficientFunds', 'the stake is more than the balance');
  END IF;
  INSERT INTO sports_bets (public_id, site_id, player_id, request_id, request_hash, kind, stake_minor, odds,
                           potential_return_minor, placed_at)
  VALUES (p_public, p_site, p_player, p_request, p_hash, p_kind, p_stake, p_odds, p_potential, p_at)
  RETURNING id INTO o_bet;
  INSERT INTO sports_bet_legs (bet_id, line_id, match_id, bet_type, home_away, criteria1, odds)
  SELECT o_bet, l.id, l.match_id, l.bet_type, l.home_away, l.criteria1, l.odds
    FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS e(leg, n)
    JOIN odds_lines l ON l.id = (e.leg->>'line_id')::integer
   ORDER BY e.n;
  PERFORM ledger_post(p_site, p_player, 'bet', 'game', p_stake, 'sports:' || p_public || ':stake', p_reason,
    v_lock.account, true, ledger_account(p_site, NULL, 'game', 'games'), false, p_at);
  PERFORM rewards_earn_tokens(p_site, p_player, p_stake, 'sports:' || p_public || ':stake', p_at);
  o_replayed := false;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Pays what a bet returns, once: the bet's state leaves 'open' in the same statement as the posting, whose
-- key (sports:<id>:return) is the bet's one return, so a settlement and a cash out never both pay.
CREATE FUNCTION sports_bet_pay(v_bet sports_bets, p_state text, p_return bigint, p_at timestamptz)
RETURNS void AS $$
BEGIN
  IF p_return > 0 THEN
    PERFORM ledger_post(v_bet.site_id, v_bet.player_id,
      CASE WHEN p_state = 'void' THEN 'refund' ELSE 'win' END, 'game', p_return,
      'sports:' || v_bet.public_id || ':return', 'Sports bet ' || v_bet.public_id,
      ledger_account(v_bet.site_id, NULL, 'game', 'games'), false,
      ledger_account(v_bet.site_id, v_bet.player_id, 'game', 'available'), true, p_at);
  END IF;
  UPDATE sports_bets SET state = p_state, return_minor = p_return, settled_at = p_at WHERE id = v_bet.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Settles an open bet with its graded legs (p_results [{leg_id, result, version}]) and what it returns.
-- Answers false, changing nothing, when the bet is no longer open (settled before, or cashed out).
CREATE FUNCTION sports_bet_settle(p_bet bigint, p_results jsonb, p_state text, p_return bigint, p_at timestamptz)
RETURNS boolean AS $$
DECLARE
  v_bet sports_bets;
BEGIN
  SELECT * INTO v_bet FROM sports_bets WHERE id = p_bet FOR UPDATE;
  IF NOT FOUND OR v_bet.state <> 'open' THEN
    RETURN false;
  END IF;
  UPDATE sports_bet_legs l
     SET result = r.item->>'result', graded_version = (r.item->>'version')::integer
    FROM jsonb_array_elements(p_results) AS r(item)
   WHERE l.id = (r.item->>'leg_id')::bigint AND l.bet_id = p_bet;
  PERFORM sports_bet_pay(v_bet, p_state, p_return, p_at);
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Cashes out the player's open bet for p_amount, computed from the prices p_lines ([{line_id, odds}]),
-- which must still stand. Answers false when the bet was cashed out before for the same amount (a retry).
CREATE FUNCTION sports_bet_cash_out(p_bet bigint, p_player integer, p_amount bigint, p_lines jsonb, p_at timestamptz)
RETURNS boolean AS $$
DECLARE
  v_bet sports_bets;
BEGIN
  SELECT * INTO v_bet FROM sports_bets WHERE id = p_bet AND player_id = p_player FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM sports_refuse('notFound', 'no such bet');
  END IF;
  IF v_bet.state = 'cashed_out' AND v_bet.return_minor = p_amount THEN
    RETURN false;
  END IF;
  IF v_bet.state <> 'open' THEN
    PERFORM sports_refuse('cashOutUnavailable', 'the bet is settled');
  END IF;
  PERFORM sports_hold_prices(p_lines, 'cashOutChanged', p_at);
  PERFORM sports_bet_pay(v_bet, 'cashed_out', p_amount, p_at);
  RETURN true;
END;
$$ LANGUAGE plpgsql;
