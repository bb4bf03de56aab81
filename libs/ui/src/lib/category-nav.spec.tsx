import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@wl/router';
import { CategoryNav } from './category-nav';

it('lists the categories as links and marks the current one', () => {
  render(
    <MemoryRouter initialEntries={['/slots']}>
      <CategoryNav
        label="Game categories"
        variant="pills"
        items={[
          { key: '1', label: 'Slots', href: '/slots' },
          { key: '2', label: 'Fishing', href: '/fishing' },
        ]}
      />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Game categories' });
  expect(nav).toHaveClass('wl-category-nav--pills');
  expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Fishing' })).not.toHaveAttribute('aria-current');
});
