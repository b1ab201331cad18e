import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import { CardBody } from './CardBody';
import { CardFooter } from './CardFooter';
import { CardHeader } from './CardHeader';

describe('Card', () => {
  it('renders a div by default, or the chosen element', () => {
    const { container, rerender } = render(<Card>Content</Card>);
    expect((container.firstChild as HTMLElement).tagName).toBe('DIV');
    rerender(
      <Card as="article" aria-label="Welcome Bonus">
        Content
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Welcome Bonus' })).toBeInTheDocument();
  });

  it('works as a list item', () => {
    render(
      <ul>
        <Card as="li">One</Card>
        <Card as="li">Two</Card>
      </ul>,
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('puts the header action after the title and keeps the parts in order', () => {
    render(
      <Card>
        <CardHeader action={<button type="button">More</button>}>
          <h3>Title</h3>
        </CardHeader>
        <CardBody>Body</CardBody>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    const heading = screen.getByRole('heading', { name: 'Title' });
    const action = screen.getByRole('button', { name: 'More' });
    expect(heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('Body').compareDocumentPosition(screen.getByText('Footer')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('forwards refs and attributes', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Card ref={ref} as="section" data-testid="card" interactive>
        x
      </Card>,
    );
    expect(ref.current).toBe(screen.getByTestId('card'));
    expect(ref.current?.tagName).toBe('SECTION');
  });
});
