import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CircularGauge, clampPercentage, formatGaugePercentage } from './CircularGauge';

describe('formatGaugePercentage', () => {
  it.each([
    [42.5, '42.50%'],
    [0, '0.00%'],
    [33.333, '33.33%'],
    [99.999, '100.00%'],
    [100, '100%'],
    [250, '100%'],
    [-3, '0.00%'],
    [Number.NaN, '0.00%'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatGaugePercentage(value)).toBe(expected);
  });
});

describe('clampPercentage', () => {
  it('keeps values inside 0..100 and treats non-numbers as 0', () => {
    expect(clampPercentage(-1)).toBe(0);
    expect(clampPercentage(55.5)).toBe(55.5);
    expect(clampPercentage(101)).toBe(100);
    expect(clampPercentage(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampPercentage(Number.NaN)).toBe(0);
  });
});

describe('CircularGauge', () => {
  it('is a labelled progress bar from 0 to 100 with the formatted value', () => {
    render(<CircularGauge value={42.5} label="Percentage cleared" />);
    const gauge = screen.getByRole('progressbar', { name: 'Percentage cleared' });
    expect(gauge).toHaveAttribute('aria-valuemin', '0');
    expect(gauge).toHaveAttribute('aria-valuemax', '100');
    expect(gauge).toHaveAttribute('aria-valuenow', '42.5');
    expect(gauge).toHaveAttribute('aria-valuetext', '42.50%');
    expect(gauge).toHaveTextContent('42.50%');
  });

  it('clamps the value it reports', () => {
    render(<CircularGauge value={140} label="Percentage cleared" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar')).toHaveTextContent('100%');
  });

  it('takes a custom format, such as the account strength', () => {
    render(<CircularGauge value={60} label="Account strength" format={(value) => `${value}%`} />);
    expect(screen.getByRole('progressbar', { name: 'Account strength' })).toHaveTextContent(/^60%$/);
  });
});
