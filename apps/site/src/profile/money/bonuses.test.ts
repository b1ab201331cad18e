import { describe, expect, it } from 'vitest';
import { bonusStatusTone, clearedGauge } from './bonuses';

describe('bonus helpers', () => {
  it('writes the cleared share with two decimals and the whole number at 100', () => {
    expect(clearedGauge({ percentageCleared: '42.5' }).format()).toBe('42.50%');
    expect(clearedGauge({ percentageCleared: '42.5' }).value).toBe(42.5);
    expect(clearedGauge({ percentageCleared: '99.999' }).format()).toBe('100%');
    expect(clearedGauge({ percentageCleared: '100' }).value).toBe(100);
    expect(clearedGauge({ percentageCleared: 'nonsense' }).format()).toBe('0.00%');
  });

  it('highlights the active bonus only', () => {
    expect(bonusStatusTone('active')).toBe('success');
    expect(bonusStatusTone('expired')).toBe('neutral');
  });
});
