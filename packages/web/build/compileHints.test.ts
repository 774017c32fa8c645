import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_ON_LOAD, compileHintsFor } from './compileHints';

describe('the counter chunks’ compile hint', () => {
  const hint = compileHintsFor('/app/src/areas/orders');

  it('heads a chunk holding any module of the folder', () => {
    expect(
      hint({ moduleIds: ['/app/src/ui/Button.tsx', '/app/src/areas/orders/form/OrderWizard.tsx'] }),
    ).toBe(COMPILE_ALL_ON_LOAD);
    expect(COMPILE_ALL_ON_LOAD).toBe('//# allFunctionsCalledOnLoad');
  });

  it('leaves every other chunk alone, a folder whose name only begins the same included', () => {
    expect(hint({ moduleIds: ['/app/src/areas/landing/LandingPage.tsx'] })).toBe('');
    expect(hint({ moduleIds: ['/app/src/areas/orders-archive/List.tsx'] })).toBe('');
    expect(hint({ moduleIds: [] })).toBe('');
  });
});
