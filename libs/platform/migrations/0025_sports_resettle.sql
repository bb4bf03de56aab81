-- A settled sports bet settled again after a score correction: the difference between its new return and
-- the one paid is posted once per correction (key sports:<bet id>:resettle:<p_version>, p_version growing
-- with each correction of its matches): more as a win, less as a winCorrection taken back from the player's
-- balance (refused with ledger:insufficientFunds while the balance is short; the bet then stays as it was
-- and the next pass tries again). A bet cashed out or still open is left alone (answers false).
CREATE FUNCTION sports_bet_resettle(
  p_bet bigint, p_results jsonb, p_state text, p_return bigint, p_version integer, p_at timestamptz
) RETURNS boolean AS $$
DECLARE
  v_bet sports_bets;
  v_delta bigint;
  v_games integer;
  v_player integer;
BEGIN
  SELECT * INTO v_bet FROM sports_bets WHERE id = p_bet FOR UPDATE;
  IF NOT FOUND OR v_bet.state NOT IN ('won', 'lost', 'void') THEN
    RETURN false;
  END IF;
  v_delta := p_return - coalesce(v_bet.return_minor, 0);
  v_games := ledger_account(v_bet.site_id, NULL, 'game', 'games');
  v_player := ledger_account(v_bet.site_id, v_bet.player_id, 'game', 'available');
  IF v_delta > 0 THEN
    PERFORM ledger_post(v_bet.site_id, v_bet.player_id, 'win', 'game', v_delta,
      'sports:' || v_bet.public_id || ':resettle:' || p_version, 'Sports bet ' || v_bet.public_id || ' settled again',
      v_games, false, v_player, true, p_at);
  ELSIF v_delta < 0 THEN
    PERFORM ledger_post(v_bet.site_id, v_bet.player_id, 'winCorrection', 'game', -v_delta,
      'sports:' || v_bet.public_id || ':resettle:' || p_version, 'Sports bet ' || v_bet.public_id || ' settled again',
      v_player, true, v_games, false, p_at);
  END IF;
  UPDATE sports_bet_legs l
     SET result = r.item->>'result', graded_version = (r.item->>'version')::integer
    FROM jsonb_array_elements(p_results) AS r(item)
   WHERE l.id = (r.item->>'leg_id')::bigint AND l.bet_id = p_bet;
  UPDATE sports_bets SET state = p_state, return_minor = p_return, settled_at = p_at WHERE id = p_bet;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
