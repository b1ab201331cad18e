import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its value, and shows the empty text for a missing value', () => {
    const { container } = render(
      <DescriptionList
        items={[
          { term: 'Role', description: 'admin' },
          { term: 'Last sign-in', description: null },
        ]}
      />,
    );
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...container.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual(['Role', 'Last sign-in']);
    expect(values).toEqual(['admin', '—']);
    expect(within(container.querySelector('dl')!).getByText('admin').previousElementSibling).toHaveTextContent('Role');
  });

  it('takes its own empty text and layout', () => {
    render(<DescriptionList layout="stacked" emptyText="Never" items={[{ term: 'Last sign-in', description: '' }]} />);
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Never').closest('dl')).toHaveAttribute('data-layout', 'stacked');
  });
});
