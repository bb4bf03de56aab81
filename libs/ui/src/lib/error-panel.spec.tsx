import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorPanel } from './error-panel';

it('shows the error as an alert with an action the player can take', () => {
  const onAction = jest.fn();
  render(
    <ErrorPanel title="Unavailable" message="Could not load." actionLabel="Try again" onAction={onAction} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('UnavailableCould not load.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onAction).toHaveBeenCalledTimes(1);
});

it('shows no button without an action', () => {
  render(<ErrorPanel message="Gone." />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
