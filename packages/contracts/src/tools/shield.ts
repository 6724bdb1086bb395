import {
  SHIELD_ANB_RANGE,
  SHIELD_DEFAULTS,
  shieldBodySchema,
  shieldReplySchema,
  shieldRowSchema,
  type ShieldRow,
} from '../comparison-health.js';
import { columnsFor, definePremiumTool, SHIELD_DETAIL_SECTIONS } from './common.js';

const col = columnsFor<ShieldRow>();

// spec 001 §2, §3, §7, §9 Integrated Shield.
export const SHIELD_TOOL = definePremiumTool({
  type: 'shieldSingle',
  specOrder: 1,
  title: 'Integrated Shield',
  menu: { group: 'Accident & Health', label: 'Integrated Shield', order: 1 },
  route: '/comparison/integratedShield',
  bodySchema: shieldBodySchema,
  rowSchema: shieldRowSchema,
  replySchema: shieldReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    col.text('planTier', 'Tier', (r) => r.planTier),
    col.money('premiumMediSaveCents', 'MediSave Premium', (r) => r.premiumMediSaveCents),
    col.money('premiumCashCents', 'Cash Premium', (r) => r.premiumCashCents),
    col.money('premiumTotalCents', 'Total Premium', (r) => r.premiumTotalCents, { isHeadline: true }),
    col.promo(),
  ],
  detailSections: SHIELD_DETAIL_SECTIONS,
  eligibility: { isFemaleOnly: false, anbRange: SHIELD_ANB_RANGE },
  defaults: SHIELD_DEFAULTS,
});
