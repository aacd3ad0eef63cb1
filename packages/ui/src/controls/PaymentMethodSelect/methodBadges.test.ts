import { describe, expect, it } from 'vitest';
import { contrastWithWhite } from '../../theme/brandColors';
import { METHOD_BADGES } from './methodBadges';

describe('METHOD_BADGES', () => {
  it.each(Object.entries(METHOD_BADGES))(
    '%s: white text on its colour reads (4.5:1)',
    (_, badge) => {
      expect(contrastWithWhite(badge.color)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
