/** @jest-environment node */
import { canStep, steppedQuantity } from '@/lib/quantity-step';

describe('the quantity stepper rule (lib/quantity-step.ts)', () => {
  it('adds the step: plus and minus above the minimum', () => {
    expect(steppedQuantity(1, 1, 1)).toBe(2);
    expect(steppedQuantity(3, -1, 1)).toBe(2);
    expect(steppedQuantity(2, -1, 1)).toBe(1);
  });

  it('never goes below the minimum: minus at the minimum is not taken', () => {
    expect(steppedQuantity(1, -1, 1)).toBeUndefined();
    expect(canStep(1, -1, 1)).toBe(false);
    expect(canStep(2, -1, 2)).toBe(false);
    expect(canStep(3, -1, 2)).toBe(true);
  });

  it('has no maximum', () => {
    expect(steppedQuantity(999, 1, 1)).toBe(1000);
    expect(canStep(Number.MAX_SAFE_INTEGER - 1, 1, 1)).toBe(true);
  });

  it('takes no tap when the quantity shown is no number', () => {
    expect(steppedQuantity(Number.NaN, 1, 1)).toBeUndefined();
    expect(canStep(Number.NaN, -1, 1)).toBe(false);
  });
});
