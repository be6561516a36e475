import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'one', title: 'First question', content: 'First answer' },
  { id: 'two', title: 'Second question', content: 'Second answer' },
  { id: 'three', title: 'Third question', content: 'Third answer' },
];

describe('Accordion', () => {
  it('ties each header button to its region, closed at first', () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'First question' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.closest('h3')).not.toBeNull();
    // A closed panel is hidden, so it is no region anyone can reach.
    expect(screen.queryByRole('region', { name: 'First question' })).toBeNull();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  });

  it('opens with Enter and closes with Space, Escape closes and keeps focus on the header', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'First question' });

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'First question' });
    expect(region.id).toBe(button.getAttribute('aria-controls'));
    expect(region.textContent).toBe('First answer');

    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('keeps several panels open at once', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'First question' }));
    await user.click(screen.getByRole('button', { name: 'Third question' }));
    expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual(['First answer', 'Third answer']);
  });

  it('moves between headers with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} headingLevel={2} />);
    const [first, second, third] = screen.getAllByRole('button');
    expect(first?.closest('h2')).not.toBeNull();

    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
  });
});
