import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useBetSlip, useMatchList, type OddsLine } from '@wl/sportsbook';
import { MoveMark } from './MoveMark';
import { formatOdds, selectionCaption, selectionText } from './market-text';

export interface OddsButtonProps {
  line: OddsLine;
  language: string;
  /** What the button shows above the price; the outcome's short caption by default. */
  caption?: string;
}

/**
 * A price: pressed while its selection is on the bet slip, marked up or down for a few moments after it
 * moved, and disabled while suspended.
 */
export const OddsButton = observer(function OddsButton({ line, language, caption }: OddsButtonProps) {
  const { t } = useTranslation();
  const slip = useBetSlip();
  const matches = useMatchList();
  const odds = formatOdds(line.odds, language);
  const selected = slip.has(line.key);
  const suspended = matches.isSuspended(line);
  const move = matches.moveOf(line.key);
  const selection = selectionText(t, line, language);
  return (
    <button
      type="button"
      className={`sb-odds${selected ? ' sb-odds--selected' : ''}${move ? ` sb-odds--${move}` : ''}`}
      aria-pressed={selected}
      disabled={suspended}
      onClick={() => slip.toggle(line)}
    >
      {/* The name is the whole sentence ('Arsenal to win at 2.10'); the caption and price are what it looks like. */}
      <span className="wl-visually-hidden">
        {suspended
          ? t('sportsbook:sbOddsSuspended', { selection, odds })
          : t('sportsbook:sbOddsLabel', { selection, odds })}
      </span>
      <span className="sb-odds__caption" aria-hidden="true">
        {caption ?? selectionCaption(t, line, language)}
      </span>
      <span className="sb-odds__price">
        {move ? <MoveMark move={move} /> : null}
        <span aria-hidden="true">{odds}</span>
      </span>
    </button>
  );
});
