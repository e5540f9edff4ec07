import { z } from 'zod';
import { count, defineSettings, share } from '../config/settings';

/**
 * The canary guard: a canary is switched off once it has at least `minLoads` page loads and its
 * errors per page load exceed stable's by more than `maxExcess` (0.05: five points).
 */
export const canarySettings = defineSettings(
  'canary',
  z.object({
    CANARY_MIN_LOADS: count(50),
    CANARY_MAX_EXCESS: z.coerce.number().min(0).max(10).default(0.05),
    CANARY_SPEED_MARGIN: z.coerce.number().min(0).max(10).default(0.2),
    CANARY_SPEED_MIN_VIEWS: count(200),
  }),
  (env) => ({
    minLoads: env.CANARY_MIN_LOADS,
    maxExcess: env.CANARY_MAX_EXCESS,
    /**
     * Speed: a canary whose p75 LCP or INP exceeds stable's by more than `speedMargin` (0.2: 20%)
     * over at least `speedMinViews` measured page views is switched off too.
     */
    speedMargin: env.CANARY_SPEED_MARGIN,
    speedMinViews: env.CANARY_SPEED_MIN_VIEWS,
  }),
);

/** Field speed: the share of page views' measurements kept (VITALS_SAMPLE_SHARE, 0-1). */
export const vitalsSettings = defineSettings(
  'vitals',
  z.object({ VITALS_SAMPLE_SHARE: share(1) }),
  (env) => ({ sampleShare: env.VITALS_SAMPLE_SHARE }),
);
