import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { MethodTerms } from './MethodTerms';
import type { ShownMethod } from './shown';
import { MethodKind } from './MethodTerms';
import type { CashierFormat } from './use-cashier-format';

/**
 * The payment methods as a group of radio buttons, each with its kind, limits and fee; the error of
 * the method (methodUnavailable) is tied to the group.
 */
export const MethodChoice = observer(function MethodChoice({
  legend,
  methods,
  chosen,
  error,
  format,
  onChoose,
}: {
  legend: string;
  methods: readonly ShownMethod[];
  chosen: ShownMethod | null;
  error: string | null;
  format: CashierFormat;
  onChoose: (code: string) => void;
}) {
  const id = useId();
  return (
    <fieldset
      className="wl-cashier__methods"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="wl-cashier__label">{legend}</legend>
      <div className="wl-cashier__method-list">
        {methods.map((method) => {
          const key = `${id}-${method.code}`;
          return (
            <label key={method.code} className="wl-cashier__method">
              <input
                type="radio"
                name={id}
                value={method.code}
                checked={chosen?.code === method.code}
                onChange={() => onChoose(method.code)}
                aria-labelledby={`${key}-name`}
                aria-describedby={`${key}-terms`}
              />
              <span className="wl-cashier__method-text">
                <span className="wl-cashier__method-name" id={`${key}-name`}>
                  {method.name}
                </span>
                <MethodKind method={method} />
                <MethodTerms method={method} format={format} id={`${key}-terms`} />
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="wl-cashier__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
