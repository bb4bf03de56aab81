import type { TemplateColor } from '../../stores/sites/new-site-store';

/** A template's colours as swatches: each shows its background, surface, primary and accent. */
export function ColorSwatches({
  colors,
  chosen,
  onChoose,
  legend,
}: {
  colors: readonly TemplateColor[];
  chosen: string;
  onChoose: (code: string) => void;
  legend: string;
}) {
  return (
    <fieldset className="bo-swatches">
      <legend>{legend}</legend>
      <div className="bo-swatches__list">
        {colors.map((color) => (
          <label key={color.code} className="bo-swatch" data-testid={`swatch-${color.code}`}>
            <input
              type="radio"
              name="site-color"
              value={color.code}
              checked={chosen === color.code}
              onChange={() => onChoose(color.code)}
            />
            <span
              className="bo-swatch__sample"
              aria-hidden="true"
              style={{ background: color.background, borderColor: color.surface }}
            >
              <span className="bo-swatch__bar" style={{ background: color.primary }} />
              <span className="bo-swatch__bar" style={{ background: color.accent }} />
              <span className="bo-swatch__text" style={{ color: color.text }}>
                Aa
              </span>
            </span>
            <span className="bo-swatch__name">{color.code}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
