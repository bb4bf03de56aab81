import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useBetSlip, type OddsLine } from '@wl/sportsbook';
import { formatOdds, selectionCaption, selectionText } from './market-text';

export interface OddsButtonProps {
  line: OddsLine;
  language: string;
  /** What the button shows above the price; the outcome's short caption by default. */
  caption?: string;
}

/** A price: pressed while its selection is on the bet slip. */
export const OddsButton = observer(function OddsButton({ line, language, caption }: OddsButtonProps) {
  const { t } = useTranslation();
  const slip = useBetSlip();
  const odds = formatOdds(line.odds, language);
  const selected = slip.has(line.key);
  return (
    <button
      type="button"
      className={`sb-odds${selected ? ' sb-odds--selected' : ''}`}
      aria-pressed={selected}
      onClick={() => slip.toggle(line)}
    >
      {/* The name is the whole sentence ('Arsenal to win at 2.10'); the caption and price are what it looks like. */}
      <span className="wl-visually-hidden">
        {t('sportsbook:sbOddsLabel', { selection: selectionText(t, line, language), odds })}
      </span>
      <span className="sb-odds__caption" aria-hidden="true">
        {caption ?? selectionCaption(t, line, language)}
      </span>
      <span className="sb-odds__price" aria-hidden="true">
        {odds}
      </span>
    </button>
  );
});
